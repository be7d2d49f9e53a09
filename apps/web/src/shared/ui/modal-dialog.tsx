import { useEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * React hands a dialog's cancel and close events to every dialog above it in the component tree,
 * not only to the one the browser closes, so a dialog answers only for itself: otherwise Escape
 * in a dialog opened from another dialog would close both.
 */
const isOwnEvent = (event: SyntheticEvent<HTMLDialogElement>) =>
  event.target === event.currentTarget;

/**
 * The native <dialog> in modal mode: the browser traps focus, makes the page behind it inert and
 * closes on Escape, with no injected styles (which our CSP would refuse).
 */
export function ModalDialog({ open, onClose, labelledBy, className, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`modal ${className ?? ''}`}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        if (!isOwnEvent(event)) return;
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        // The browser may close a dialog without asking first (a second Escape with no click
        // between, since Chrome's close watchers); the screen must still learn it is closed.
        if (isOwnEvent(event) && open) onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
