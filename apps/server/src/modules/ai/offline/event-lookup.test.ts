import { describe, expect, it } from 'vitest';
import { catalogueEvents } from '@chronodeck/catalogue/events';
import { catalogueTranslations } from '@chronodeck/catalogue/translations';
import { createCatalogue } from '../../catalogue/catalogue';
import { findEventAbout } from './event-lookup';
import { relatedEvents } from './offline-provider';

const catalogue = createCatalogue(catalogueEvents);

describe('offline event lookup', () => {
  // An event listed in two categories (Columbus in American and World history) may be found
  // under either id: the same title in that language, the same year.
  it.each(['fr', 'pt', 'es', 'it'] as const)(
    'finds every catalogue event from its title in %s',
    (language) => {
      const misses = catalogueEvents.filter((event) => {
        const title = catalogueTranslations[language].get(event._id)!.title;
        const found = findEventAbout(catalogue, { title, year: event.year });
        const foundTitle = found && catalogueTranslations[language].get(found._id)?.title;
        return found?.year !== event.year || foundTitle?.toLowerCase() !== title.toLowerCase();
      });
      expect(misses.map((event) => event._id)).toEqual([]);
    },
    // A bound for a busy machine, not a speed check: 1,200 searches.
    60_000,
  );

  it('finds every catalogue event from its title and year', () => {
    const misses = catalogueEvents.filter((event) => {
      const found = findEventAbout(catalogue, { title: event.title, year: event.year });
      return found?.title !== event.title || found.year !== event.year;
    });
    expect(misses.map((event) => `${event.title} (${event.year})`)).toEqual([]);
  });

  it('ignores case and spacing in the title', () => {
    const bastille = catalogueEvents.find((event) => event.title === 'Storming of the Bastille')!;
    expect(findEventAbout(catalogue, { title: '  storming of the BASTILLE', year: 1789 })).toBe(
      bastille,
    );
  });

  it('does not pass off an event of another time, or nothing in particular, as the one asked about', () => {
    const [event] = catalogueEvents;
    expect(
      findEventAbout(catalogue, { title: event!.title, year: event!.year + 3 }),
    ).toBeUndefined();
    expect(
      findEventAbout(catalogue, { title: 'Tell me about something nobody wrote down' }),
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

describe('the catalogue event a person’s own event is about', () => {
  const titled = (title: string) => catalogueEvents.find((event) => event.title === title)!;

  it.each([
    ['Founding of Rome', -753, 'Rome is founded'],
    ['Independence of Brazil', 1822, 'Brazil declares independence'],
    ['Lei Áurea abolishes slavery', 1888, 'Golden Law abolishes slavery'],
    ['Independência do Brasil', 1822, 'Brazil declares independence'],
    ['storming of the bastille', 1789, 'Storming of the Bastille'],
    ['Golden Law', 1888, 'Golden Law abolishes slavery'],
    ['Fondazione di Roma', -753, 'Rome is founded'],
  ])('finds "%s" (%i) as "%s"', (asked, year, expected) => {
    expect(findEventAbout(catalogue, { title: asked, year })?.title).toBe(expected);
    expect(findEventAbout(catalogue, { title: asked })?.title).toBe(expected);
  });

  it('accepts a year a little off, not a different era', () => {
    expect(findEventAbout(catalogue, { title: 'Founding of Rome', year: -752 })).toBe(
      titled('Rome is founded'),
    );
    expect(findEventAbout(catalogue, { title: 'Founding of Rome', year: 1950 })).toBeUndefined();
  });

  it('knows an event by the other names the data gives it, in any language', () => {
    expect(findEventAbout(catalogue, { title: 'Grito do Ipiranga', year: 1822 })).toBe(
      titled('Brazil declares independence'),
    );
    expect(findEventAbout(catalogue, { title: 'The Grito do Ipiranga' })).toBe(
      titled('Brazil declares independence'),
    );
    expect(findEventAbout(catalogue, { title: 'Fall of the Bastille', year: 1789 })).toBe(
      titled('Storming of the Bastille'),
    );
    expect(findEventAbout(catalogue, { title: 'Lei Áurea', year: 1888 })).toBe(
      titled('Golden Law abolishes slavery'),
    );
  });

  it('takes no name that several events of those years share for any one of them', () => {
    // "French Revolution" is a keyword of the Bastille, the Declaration of the Rights of Man…
    expect(findEventAbout(catalogue, { title: 'French Revolution', year: 1789 })).toBeUndefined();
  });

  it('says nothing rather than guess from one shared word', () => {
    expect(findEventAbout(catalogue, { title: 'Rome' })).toBeUndefined();
    expect(findEventAbout(catalogue, { title: 'My trip to Rome last summer' })).toBeUndefined();
    expect(findEventAbout(catalogue, { title: 'Independence of my cat' })).toBeUndefined();
  });
});
