import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Class, ClassEvent } from '@chronodeck/contract';
import { stubStageWidth } from '../../shared/timeline-view/stage-width.test-support';
import { ClassOverview } from './class-overview';

// jsdom has <dialog> but not its modal behaviour: open it as a browser would.
const dialogPrototype = HTMLDialogElement.prototype;
const showModal = Object.getOwnPropertyDescriptor(dialogPrototype, 'showModal');
beforeAll(() => {
  dialogPrototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterAll(() => {
  if (showModal) Object.defineProperty(dialogPrototype, 'showModal', showModal);
  else Reflect.deleteProperty(dialogPrototype, 'showModal');
});
beforeEach(() => stubStageWidth(800));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const classEvent = (id: string, year: number, title: string): ClassEvent => ({
  _id: id,
  title,
  year,
  category: '',
  description: `${title}.`,
  summary: '',
  links: [],
  // No AI call: the test is about the overview, not the insights.
  disableAI: true,
  bulletPointsSummary: false,
});

const WORLD_10A: Class = {
  _id: 'HX7K2P9M',
  title: 'World 10A',
  description: 'Revolutions and empires.',
  subject: 'History',
  yearGroup: '10',
  studentCount: 0,
  eventCount: 2,
  deckCount: 0,
  events: [
    classEvent('waterloo', 1815, 'Battle of Waterloo'),
    classEvent('bastille', 1789, 'Storming of the Bastille'),
  ],
  decks: [],
};

describe('the class overview', () => {
  it('lists each event once, on the timeline, in time order, each opening its insights', async () => {
    const user = userEvent.setup();
    render(<ClassOverview schoolClass={WORLD_10A} />);
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    // One list of the events, not the timeline's and a second one after it.
    expect(screen.getAllByRole('list')).toEqual([within(timeline).getByRole('list')]);
    expect(screen.getAllByRole('button', { name: /Battle of Waterloo/ })).toHaveLength(1);
    const items = within(timeline).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('button').getAttribute('aria-label')),
    ).toEqual(['1789 — Storming of the Bastille', '1815 — Battle of Waterloo']);
    // What the old list showed on screen, the year beside the whole title, on pointing at one.
    const waterloo = within(timeline).getByRole('button', { name: '1815 — Battle of Waterloo' });
    expect(waterloo.getAttribute('title')).toBe('1815 — Battle of Waterloo');

    await user.click(waterloo);
    const dialog = screen.getByRole('dialog', { name: 'Battle of Waterloo' });
    expect(within(dialog).getByText('Battle of Waterloo.')).toBeTruthy();
  });
});
