import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

// jsdom has <dialog> but not its modal behaviour; these stand-ins open and close it as a browser
// does, with the close event following close().
const dialogPrototype = HTMLDialogElement.prototype;
const originals = {
  showModal: Object.getOwnPropertyDescriptor(dialogPrototype, 'showModal'),
  close: Object.getOwnPropertyDescriptor(dialogPrototype, 'close'),
};
beforeAll(() => {
  dialogPrototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialogPrototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(dialogPrototype, name, descriptor);
    else Reflect.deleteProperty(dialogPrototype, name);
  }
});
afterEach(cleanup);

/** What the browser does on Escape: a cancelable cancel event, then close unless it is refused. */
function pressEscapeIn(dialog: HTMLDialogElement) {
  act(() => {
    const cancel = new Event('cancel', { cancelable: true });
    if (dialog.dispatchEvent(cancel)) dialog.close();
  });
}

function NestedDialogs({ onOuterClose }: { onOuterClose: () => void }) {
  const [outerOpen, setOuterOpen] = useState(true);
  const [innerOpen, setInnerOpen] = useState(true);
  return (
    <ModalDialog
      open={outerOpen}
      onClose={() => {
        onOuterClose();
        setOuterOpen(false);
      }}
      labelledBy="outer-title"
    >
      <h2 id="outer-title">Deck</h2>
      <ModalDialog open={innerOpen} onClose={() => setInnerOpen(false)} labelledBy="inner-title">
        <h2 id="inner-title">Card</h2>
      </ModalDialog>
    </ModalDialog>
  );
}

const dialogNamed = (name: string) =>
  screen.getByRole<HTMLDialogElement>('dialog', { name, hidden: true });

describe('ModalDialog', () => {
  it('opens as a modal and closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <ModalDialog open onClose={onClose} labelledBy="title">
        <h2 id="title">Notice</h2>
      </ModalDialog>,
    );
    const dialog = dialogNamed('Notice');
    expect(dialog.open).toBe(true);
    pressEscapeIn(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes only the inner dialog on Escape in a dialog opened from another', () => {
    const onOuterClose = vi.fn();
    render(<NestedDialogs onOuterClose={onOuterClose} />);
    const inner = dialogNamed('Card');
    pressEscapeIn(inner);
    expect(inner.open).toBe(false);
    expect(onOuterClose).not.toHaveBeenCalled();
    const outer = dialogNamed('Deck');
    expect(outer.open).toBe(true);

    pressEscapeIn(outer);
    expect(onOuterClose).toHaveBeenCalledTimes(1);
    expect(outer.open).toBe(false);
  });

  it('tells the screen when the browser closes it without a cancel event', () => {
    const onOuterClose = vi.fn();
    render(<NestedDialogs onOuterClose={onOuterClose} />);
    const inner = dialogNamed('Card');
    act(() => inner.close());
    expect(onOuterClose).not.toHaveBeenCalled();
    act(() => dialogNamed('Deck').close());
    expect(onOuterClose).toHaveBeenCalledTimes(1);
  });
});
