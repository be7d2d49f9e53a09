import { describe, expect, it } from 'vitest';
import { eventSummaryPrompt } from '@chronodeck/contract';
import { catalogueEvents } from '@chronodeck/catalogue/events';
import { createCatalogue } from '../../catalogue/catalogue';
import { findEventForPrompt, subjectOfPrompt } from './event-lookup';
import { relatedEvents } from './offline-provider';

const catalogue = createCatalogue(catalogueEvents);

describe('offline event lookup', () => {
  it('reads the title and year of the event browser prompt', () => {
    expect(subjectOfPrompt(eventSummaryPrompt({ title: 'Founding of Rome', year: -753 }))).toEqual({
      title: 'Founding of Rome',
      year: -753,
    });
  });

  it('reads Title and Year lines, as the class views write them', () => {
    const prompt =
      'Summarize this historical event\nTitle: Magna Carta\nYear: 1215\nDescription: A charter.';
    expect(subjectOfPrompt(prompt)).toEqual({ title: 'Magna Carta', year: 1215 });
  });

  it('takes a free prompt as it is', () => {
    expect(subjectOfPrompt('  Tell me about the Battle of Hastings ')).toEqual({
      title: 'Tell me about the Battle of Hastings',
    });
  });

  it('finds every catalogue event from its own summary prompt', () => {
    const misses = catalogueEvents.filter((event) => {
      const found = findEventForPrompt(catalogue, eventSummaryPrompt(event));
      return found?.title !== event.title || found.year !== event.year;
    });
    expect(misses.map((event) => `${event.title} (${event.year})`)).toEqual([]);
  });

  it('does not pass off a different event with a similar title as the one asked about', () => {
    const [event] = catalogueEvents;
    expect(
      findEventForPrompt(
        catalogue,
        eventSummaryPrompt({ title: event!.title, year: event!.year + 1 }),
      ),
    ).toBe(undefined);
    expect(
      findEventForPrompt(catalogue, 'Tell me about something nobody wrote down'),
    ).toBeUndefined();
  });

  it('relates an event to the nearest events of its category in time', () => {
    const event = catalogueEvents.find(
      (candidate) => candidate.category === 'Modern European History',
    )!;
    const related = relatedEvents(catalogue, event);
    for (const other of related) {
      expect(other.category).toBe(event.category);
      expect(other._id).not.toBe(event._id);
      expect(Math.abs(other.year - event.year)).toBeLessThanOrEqual(50);
    }
  });
});
