import {
  CATALOGUE_CATEGORIES,
  CATALOGUE_REGIONS,
  CATALOGUE_TOPICS,
  CatalogueEventListSchema,
  isInCategory,
  type CatalogueCategory,
  type CatalogueEvent,
} from '@chronodeck/contract';
import { describe, expect, it } from 'vitest';
import { CatalogueFileSchema } from './catalogue-file';
import { catalogueEvents, catalogueFiles } from './events';
import { translatedTexts } from './translations';
import { findCatalogueProblems } from './validate';
import { centuryLabel, centurySortKey } from './years';

const validEntry = {
  id: 'br-golden-law',
  year: 1888,
  title: 'Golden Law abolishes slavery',
  description: 'Princess Isabel signs the Lei Áurea, ending slavery in Brazil.',
  topic: 'Politics',
  region: 'South America',
};
const fileWith = (...events: unknown[]) => ({ category: 'Brazilian History', events });

describe('catalogue validation', () => {
  it('accepts a well-formed file', () => {
    expect(findCatalogueProblems([fileWith(validEntry)])).toEqual([]);
  });

  it.each([
    ['a missing title', { ...validEntry, title: undefined }],
    ['a missing description', { ...validEntry, description: undefined }],
    ['a missing topic', { ...validEntry, topic: undefined }],
    ['year 0', { ...validEntry, year: 0 }],
    ['a fractional year', { ...validEntry, year: 1888.5 }],
    ['an unknown topic', { ...validEntry, topic: 'Gossip' }],
    ['an over-long description', { ...validEntry, description: 'x'.repeat(361) }],
    ['an id that is not a slug', { ...validEntry, id: 'Golden Law' }],
    ['an unexpected field', { ...validEntry, colour: 'gold' }],
  ])('rejects %s', (_, entry) => {
    expect(findCatalogueProblems([fileWith(entry)])).not.toEqual([]);
  });

  it('rejects a duplicate id, even across files', () => {
    const otherFile = {
      category: 'World History',
      events: [{ ...validEntry, title: 'Another title' }],
    };
    expect(findCatalogueProblems([fileWith(validEntry), otherFile])).toEqual([
      'duplicate id "br-golden-law"',
    ]);
  });

  it('rejects the same title and year twice in one category, but not across categories', () => {
    const twin = { ...validEntry, id: 'br-golden-law-again' };
    expect(findCatalogueProblems([fileWith(validEntry, twin)])).toEqual([
      '"Golden Law abolishes slavery" (1888) appears twice in Brazilian History',
    ]);
    const otherCategory = { category: 'World History', events: [twin] };
    expect(findCatalogueProblems([fileWith(validEntry), otherCategory])).toEqual([]);
  });
});

describe('the built-in catalogue', () => {
  it('passes validation', () => {
    expect(findCatalogueProblems(catalogueFiles)).toEqual([]);
    expect(CatalogueEventListSchema.safeParse(catalogueEvents).success).toBe(true);
  });

  it('holds at least 600 events, 80 of them Brazilian', () => {
    expect(catalogueEvents.length).toBeGreaterThanOrEqual(600);
    const brazilian = catalogueEvents.filter((event) => event.category === 'Brazilian History');
    expect(brazilian.length).toBeGreaterThanOrEqual(80);
  });

  it('fills every category, topic and continent', () => {
    const present = (values: readonly string[]) => new Set(values);
    expect(present(catalogueEvents.map((event) => event.category))).toEqual(
      present(CATALOGUE_CATEGORIES),
    );
    expect(present(catalogueEvents.map((event) => event.topic))).toEqual(present(CATALOGUE_TOPICS));
    expect(present(catalogueEvents.map((event) => event.region))).toEqual(
      present(CATALOGUE_REGIONS),
    );
  });

  it('spans antiquity to the 21st century', () => {
    const years = catalogueEvents.map((event) => event.year);
    expect(Math.min(...years)).toBeLessThan(-2000);
    expect(Math.max(...years)).toBeGreaterThanOrEqual(2001);
  });

  it('derives every century label from the year', () => {
    for (const event of catalogueEvents) expect(event.century).toBe(centuryLabel(event.year));
  });

  /**
   * The centuries since the 5th BCE each category tells, as signed century keys. Brazil's and
   * the Americas' deep past is told by archaeology, whose sites span centuries rather than fall in
   * one; the Brazilian category's centuries start with the written record.
   */
  const CATEGORY_CENTURIES: Record<CatalogueCategory, readonly [number, number]> = {
    'Ancient History': [-5, 5],
    'Medieval History': [6, 15],
    'Modern European History': [16, 21],
    'American History': [-5, 21],
    'Brazilian History': [16, 21],
    'World History': [6, 21],
  };

  it.each(CATALOGUE_CATEGORIES)('has events in every century %s tells', (category) => {
    const [from, to] = CATEGORY_CENTURIES[category];
    const told = new Set(
      catalogueEvents
        .filter((event) => isInCategory(event, category))
        .map((event) => centurySortKey(event.year)),
    );
    const centuries = Array.from({ length: to - from + 1 }, (_, index) => from + index);
    expect(centuries.filter((century) => century !== 0 && !told.has(century))).toEqual([]);
  });

  it('lists events in chronological order', () => {
    const years = catalogueEvents.map((event) => event.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('keeps each data file in chronological order, so a new event has one place to go', () => {
    for (const file of catalogueFiles) {
      const years = CatalogueFileSchema.parse(file).events.map((event) => event.year);
      expect(years).toEqual([...years].sort((a, b) => a - b));
    }
  });
});

/** Two distinct happenings of one year that Wikipedia tells in one article. */
const ONE_ARTICLE_TWO_EVENTS = new Set(['br-portuguese-court-arrives', 'br-opening-of-ports']);

/**
 * Years apart within which two events with one source are one event told twice: the same
 * happening is often dated by its announcement in one category and its start in another (the
 * Marshall Plan, announced in 1947 and begun in 1948), under different titles. A war's start and its
 * end, told in one article, are further apart.
 */
const SAME_EVENT_YEARS = 2;

/** Pairs of events, "first = second", that look like one happening stored twice. */
function storedTwice(events: readonly CatalogueEvent[]): string[] {
  const bySource = new Map<string, CatalogueEvent[]>();
  for (const event of events) {
    if (!event.source || ONE_ARTICLE_TWO_EVENTS.has(event._id)) continue;
    bySource.set(event.source, [...(bySource.get(event.source) ?? []), event]);
  }
  return [...bySource.values()].flatMap((told) =>
    told.flatMap((event, index) =>
      told
        .slice(index + 1)
        .filter((other) => Math.abs(other.year - event.year) <= SAME_EVENT_YEARS)
        .map((other) => `${event._id} = ${other._id}`),
    ),
  );
}

describe('one event, one id', () => {
  it('stores each happening once, listing it in every category it belongs to', () => {
    expect(storedTwice(catalogueEvents)).toEqual([]);
  });

  it('would see one happening stored twice, under other titles and a year apart', () => {
    const announced = catalogueEvents.find((event) => event._id === 'eur-marshall-plan')!;
    const begins = {
      ...announced,
      _id: 'am-marshall-plan',
      year: 1948,
      title: 'Marshall Plan begins',
      category: 'American History' as const,
    };
    expect(storedTwice([announced, begins])).toEqual(['eur-marshall-plan = am-marshall-plan']);
    expect(storedTwice([announced, { ...begins, year: 1947, title: 'European Recovery' }])).toEqual(
      ['eur-marshall-plan = am-marshall-plan'],
    );
    expect(storedTwice([announced, { ...begins, year: 1951 }])).toEqual([]);
  });

  it('gives every event its source, and lists it in other categories only once each', () => {
    expect(catalogueEvents.filter((event) => !event.source).map((event) => event._id)).toEqual([]);
    for (const event of catalogueEvents) {
      expect(event.alsoIn).not.toContain(event.category);
      expect(new Set(event.alsoIn).size).toBe(event.alsoIn.length);
    }
  });

  it('tells no two events of one year under the same title, in any language', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const event of catalogueEvents) {
      for (const title of [event.title, ...translatedTexts(event._id).map((text) => text.title)]) {
        const key = `${event.year} ${title.toLowerCase()}`;
        const other = seen.get(key);
        if (other && other !== event._id) twice.push(`${other} = ${event._id}`);
        seen.set(key, event._id);
      }
    }
    expect(twice).toEqual([]);
  });

  it('holds at least 1,200 events', () => {
    expect(catalogueEvents.length).toBeGreaterThanOrEqual(1200);
  });
});
