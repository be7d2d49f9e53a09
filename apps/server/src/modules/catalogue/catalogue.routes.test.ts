import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  CatalogueCategoriesResponseSchema,
  CatalogueEventListSchema,
  CatalogueEventsPageSchema,
  type CatalogueEventsPage,
  isInCategory,
} from '@chronodeck/contract';
import { catalogueEvents } from '@chronodeck/catalogue/events';
import { catalogueTranslations } from '@chronodeck/catalogue/translations';
import { signedInUser, useTestApp } from '../../test/test-app';

const context = useTestApp();

async function eventsPage(query: Record<string, string | number>): Promise<CatalogueEventsPage> {
  const response = await context.app.inject({
    method: 'GET',
    url: API_ROUTES.catalogue.events,
    query: stringify(query),
  });
  expect(response.statusCode, response.body).toBe(200);
  return CatalogueEventsPageSchema.parse(response.json());
}

const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

describe('GET /events.json', () => {
  it('serves the whole catalogue as a JSON array, to anyone, with an ETag', async () => {
    const response = await context.app.inject({ method: 'GET', url: API_ROUTES.catalogueEvents });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toContain('public');
    const events = CatalogueEventListSchema.parse(response.json());
    expect(events).toHaveLength(catalogueEvents.length);
  });

  it('answers 304 without a body when the client already has this version', async () => {
    const first = await context.app.inject({ method: 'GET', url: API_ROUTES.catalogueEvents });
    const etag = String(first.headers.etag);
    const again = await context.app.inject({
      method: 'GET',
      url: API_ROUTES.catalogueEvents,
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await context.app.inject({
      method: 'GET',
      url: API_ROUTES.catalogueEvents,
      headers: { 'if-none-match': '"an-older-version"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('compresses the list for clients that accept gzip', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: API_ROUTES.catalogueEvents,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    const events: unknown = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(events).toHaveLength(catalogueEvents.length);
  });
});

describe('GET /events.json?category=', () => {
  const listed = (category: string) =>
    catalogueEvents.filter((event) => isInCategory(event, category)).map((event) => event._id);

  it('serves only the events a category lists, those also filed elsewhere included', async () => {
    const alsoListed = catalogueEvents.find((event) => event.alsoIn.length > 0);
    if (!alsoListed) throw new Error('the catalogue lists no event in two categories');
    const category = alsoListed.alsoIn[0] as string;
    const response = await context.app.inject({
      method: 'GET',
      url: API_ROUTES.catalogueEvents,
      query: { category },
    });
    expect(response.statusCode).toBe(200);
    const ids = CatalogueEventListSchema.parse(response.json()).map((event) => event._id);
    expect(ids).toEqual(listed(category));
    expect(ids).toContain(alsoListed._id);
  });

  it('gives each category its own ETag, and answers 304 for the version the client has', async () => {
    const whole = await context.app.inject({ method: 'GET', url: API_ROUTES.catalogueEvents });
    const url = `${API_ROUTES.catalogueEvents}?category=Brazilian+History&lang=pt`;
    const first = await context.app.inject({ method: 'GET', url });
    expect(first.headers.etag).not.toBe(whole.headers.etag);
    const again = await context.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const inEnglish = await context.app.inject({
      method: 'GET',
      url: API_ROUTES.catalogueEvents,
      query: { category: 'Brazilian History' },
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(inEnglish.statusCode).toBe(200);
  });

  it('refuses a category the catalogue does not have, with 400', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: API_ROUTES.catalogueEvents,
      query: { category: 'Martian History' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/catalogue/events', () => {
  it('pages through the whole catalogue in year order by default', async () => {
    const page = await eventsPage({});
    expect(page.total).toBe(catalogueEvents.length);
    expect(page.pageSize).toBe(10);
    expect(page.pageCount).toBe(Math.ceil(catalogueEvents.length / 10));
    expect(page.events.map((event) => event._id)).toEqual(
      catalogueEvents.slice(0, 10).map((event) => event._id),
    );
  });

  it('filters by category, century and topic together', async () => {
    const brazilian = await eventsPage({ category: 'Brazilian History', pageSize: 100 });
    expect(brazilian.total).toBeGreaterThanOrEqual(80);
    for (const event of brazilian.events) expect(event.category).toBe('Brazilian History');

    const narrowed = await eventsPage({
      category: 'Brazilian History',
      century: '19th century',
      topic: 'Politics',
    });
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(brazilian.total);
    for (const event of narrowed.events) {
      expect([event.category, event.century, event.topic]).toEqual([
        'Brazilian History',
        '19th century',
        'Politics',
      ]);
    }
  });

  it('searches by text, best match first', async () => {
    const page = await eventsPage({ q: 'Vargas', category: 'Brazilian History' });
    expect(page.total).toBeGreaterThan(0);
    expect(page.events[0]?.people.join(' ')).toContain('Vargas');
  });

  it('clamps a page past the end to the last page', async () => {
    const page = await eventsPage({ category: 'Ancient History', page: 999 });
    expect(page.page).toBe(page.pageCount);
    expect(page.events.length).toBeGreaterThan(0);
  });

  it('returns an empty first page when nothing matches', async () => {
    const page = await eventsPage({ century: '99th century' });
    expect(page).toMatchObject({ events: [], total: 0, page: 1, pageCount: 0 });
  });

  it.each([
    ['an unknown category', { category: 'Gossip' }],
    ['an unknown topic', { topic: 'Gossip' }],
    ['page 0', { page: 0 }],
    ['a page that is not a number', { page: 'two' }],
    ['an empty page', { pageSize: 0 }],
    ['a page too large', { pageSize: 101 }],
    ['an over-long query', { q: 'x'.repeat(201) }],
  ])('rejects %s with a 400', async (_, query) => {
    const response = await context.app.inject({
      method: 'GET',
      url: API_ROUTES.catalogue.events,
      query: stringify(query),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('answers signed-in users exactly as anonymous visitors', async () => {
    const { token } = await signedInUser(context);
    const response = await context.app.inject({
      method: 'GET',
      url: API_ROUTES.catalogue.events,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(await eventsPage({}));
  });
});

describe('GET /api/catalogue/events/:id', () => {
  it('returns one event', async () => {
    const [first] = catalogueEvents;
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/catalogue/events/${first?._id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(first);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/catalogue/events/xx-nothing-here',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Event not found', code: 'NOT_FOUND' });
  });
});

describe('GET /api/catalogue/categories', () => {
  it('lists every category with its count, centuries and topics', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: API_ROUTES.catalogue.categories,
    });
    const { categories } = CatalogueCategoriesResponseSchema.parse(response.json());
    // Each event counts in every category that lists it.
    const listings = catalogueEvents.reduce((sum, event) => sum + 1 + event.alsoIn.length, 0);
    expect(categories.reduce((sum, category) => sum + category.count, 0)).toBe(listings);
    const ancient = categories.find((category) => category.name === 'Ancient History');
    expect(ancient?.centuries[0]).toMatch(/BCE$/);
  });
});

describe('the catalogue in the reader’s language', () => {
  const goldenLaw = catalogueEvents.find((event) => event._id === 'br-golden-law')!;
  const inPortuguese = catalogueTranslations.pt.get(goldenLaw._id)!;

  it('serves /events.json in the language asked for, each language with its own ETag', async () => {
    const english = await context.app.inject({ method: 'GET', url: API_ROUTES.catalogueEvents });
    const portuguese = await context.app.inject({
      method: 'GET',
      url: `${API_ROUTES.catalogueEvents}?lang=pt`,
    });
    expect(portuguese.statusCode).toBe(200);
    const events = CatalogueEventListSchema.parse(portuguese.json());
    expect(events.find((event) => event._id === goldenLaw._id)).toEqual({
      ...goldenLaw,
      title: inPortuguese.title,
      description: inPortuguese.description,
    });
    expect(portuguese.headers.etag).not.toBe(english.headers.etag);
  });

  it('serves one event and a page of events in that language', async () => {
    const one = await context.app.inject({
      method: 'GET',
      url: `/api/catalogue/events/${goldenLaw._id}?lang=pt`,
    });
    expect(one.json()).toMatchObject({ title: inPortuguese.title });
    const page = await eventsPage({
      category: 'Brazilian History',
      century: goldenLaw.century,
      lang: 'pt',
      pageSize: 100,
    });
    expect(page.events.find((event) => event._id === goldenLaw._id)?.title).toBe(
      inPortuguese.title,
    );
  });

  it('finds events by words of any of the five languages, accents or not', async () => {
    for (const q of ['Lei Aurea', 'Lei Áurea', 'Golden Law']) {
      const page = await eventsPage({ q, pageSize: 5 });
      expect(page.events[0]?._id, q).toBe(goldenLaw._id);
    }
  });

  it('refuses a language it does not speak with 400', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `${API_ROUTES.catalogueEvents}?lang=de`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('an event listed in several categories', () => {
  it('is stored once and listed, with its one id, in each of its categories', async () => {
    const columbus = catalogueEvents.find(
      (event) => event._id === 'am-columbus-reaches-caribbean',
    )!;
    expect(columbus.alsoIn).toEqual(['Medieval History', 'World History']);
    for (const category of ['American History', ...columbus.alsoIn]) {
      const page = await eventsPage({ category, century: columbus.century, pageSize: 100 });
      expect(
        page.events.map((event) => event._id),
        category,
      ).toContain(columbus._id);
    }
  });
});
