import { describe, expect, it } from 'vitest';
import { playableEvents } from './quiz-event';

describe('playableEvents', () => {
  it('keeps events with a title, a whole year (numeric strings too) and a description', () => {
    const events = playableEvents([
      { _id: 'a', title: 'Waterloo', year: 1815, description: 'Napoleon defeated.' },
      { _id: 'b', title: 'Rome', year: '-753', description: 'Founded.' },
      { _id: 'c', title: 'No year', year: null, description: 'x' },
      { _id: 'd', title: 'Half year', year: 1815.5, description: 'x' },
      { _id: 'e', title: '  ', year: 1900, description: 'x' },
      { _id: 'f', title: 'No description', year: 1900, description: '' },
      { _id: 'g', title: 'Word year', year: 'nineteen', description: 'x' },
    ]);
    expect(events).toEqual([
      { id: 'a', title: 'Waterloo', year: 1815, description: 'Napoleon defeated.' },
      { id: 'b', title: 'Rome', year: -753, description: 'Founded.' },
    ]);
  });
});
