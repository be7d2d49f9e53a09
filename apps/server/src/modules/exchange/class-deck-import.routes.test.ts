import { describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  fillRoute,
  type Class,
  type ClassSummary,
  type Deck,
  type ImportPreview,
} from '@chronodeck/contract';
import { cardsToCsv, cardsToTimelineJs } from '@chronodeck/exchange';
import { importing } from './import-request.fixture';
import { requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const context = useTestApp((config) => ({
  ...config,
  quotas: { ...config.quotas, cardsPerClassDeck: 5, classDecks: 2, teacherCards: 8 },
}));

async function person(email: string, roles: ('student' | 'teacher')[]) {
  return requestsAs(context, (await signedInUser(context, { email, roles })).token);
}

/** A teacher with a class, and a student of it. */
async function classroom() {
  const grace = await person('grace@example.com', ['teacher']);
  const created = await grace.post(API_ROUTES.classes.list, { title: 'History 9B' });
  const classId = created.json<ClassSummary>()._id;
  const ada = await person('ada@example.com', ['student']);
  await ada.post(API_ROUTES.student.joinClass, { code: classId });
  const importInto = (id: string) => fillRoute(API_ROUTES.classes.deckImport, { classId: id });
  const decksOf = async () =>
    (await grace.get(fillRoute(API_ROUTES.classes.class, { classId }))).json<Class>().decks;
  return { grace, ada, classId, url: importInto(classId), decksOf };
}

const cards = (count: number, from = 1800) =>
  Array.from({ length: count }, (_, index) => ({
    year: from + index,
    title: `Event ${from + index}`,
    description: '',
    category: 'Empire',
  }));

describe('importing a file into a class deck', () => {
  it('previews without saving, then saves into a new class deck its students see', async () => {
    const { grace, ada, url, decksOf } = await classroom();
    const preview = await grace.post(url, importing(cardsToCsv(cards(2))));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ImportPreview>().rows.map((row) => row.card?.year)).toEqual([1800, 1801]);
    expect(await decksOf()).toEqual([]);

    const saved = await grace.post(url, importing(cardsToCsv(cards(2)), { save: true }));
    expect(saved.json<ImportPreview>().saved).toBe(2);
    const [deck] = await decksOf();
    expect(deck?.events.map((card) => [card.year, card.title, card.category])).toEqual([
      [1800, 'Event 1800', 'Empire'],
      [1801, 'Event 1801', 'Empire'],
    ]);
    const shared = (await ada.get(API_ROUTES.student.sharedDecks)).json<Deck[]>();
    expect(shared.map((sharedDeck) => [sharedDeck.title, sharedDeck.events.length])).toEqual([
      ['Imported', 2],
    ]);
  });

  it('adds to an existing class deck, after the cards it holds', async () => {
    const { grace, url, classId, decksOf } = await classroom();
    await grace.post(fillRoute(API_ROUTES.classes.decks, { classId }), { title: 'Imported' });
    await grace.post(fillRoute(API_ROUTES.classes.deckEvents, { classId, deckTitle: 'Imported' }), {
      year: 1500,
      title: 'Typed by hand',
    });
    const timeline = JSON.stringify(cardsToTimelineJs(cards(1, -44), 'Rome'));
    const saved = await grace.post(url, importing(timeline, { format: 'timelinejs', save: true }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await decksOf())[0]?.events.map((card) => card.year)).toEqual([1500, -44]);
  });

  it('saves nothing past the class deck’s cards, the class’s decks or the teacher’s cards', async () => {
    const { grace, url, decksOf } = await classroom();
    const tooMany = await grace.post(url, importing(cardsToCsv(cards(6)), { save: true }));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(await decksOf()).toEqual([]);

    for (const deckTitle of ['First', 'Second']) {
      const saved = await grace.post(
        url,
        importing(cardsToCsv(cards(4)), { deckTitle, save: true }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const third = await grace.post(
      url,
      importing(cardsToCsv(cards(1)), { deckTitle: 'Third', save: true }),
    );
    expect(third.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    const overTeacher = await grace.post(
      url,
      importing(cardsToCsv(cards(1)), { deckTitle: 'First', save: true }),
    );
    expect(overTeacher.statusCode).toBe(409);
    expect((await decksOf()).map((deck) => [deck.title, deck.events.length])).toEqual([
      ['First', 4],
      ['Second', 4],
    ]);
  });

  it('saves nothing when a row has a problem unless the teacher leaves such rows out', async () => {
    const { grace, url, decksOf } = await classroom();
    const file = 'year,title\n1648,Peace of Westphalia\nlater,\n';
    const refused = await grace.post(url, importing(file, { save: true }));
    expect(refused.json()).toMatchObject({ code: 'IMPORT_HAS_PROBLEMS' });
    expect(await decksOf()).toEqual([]);
    const skipped = await grace.post(url, importing(file, { save: true, skipProblems: true }));
    expect(skipped.json<ImportPreview>().saved).toBe(1);
  });

  it('refuses a file it cannot take with a clear 4xx, saving nothing, never a 500', async () => {
    const { grace, url, decksOf } = await classroom();
    const headline = (text: string) =>
      JSON.stringify({ events: [{ start_date: { year: 1822 }, text: { headline: text } }] });
    for (const [format, content, status, code] of [
      ['timelinejs', 'null', 400, 'UNREADABLE_FILE'],
      ['timelinejs', '{"events":[null]}', 400, 'UNREADABLE_FILE'],
      ['timelinejs', headline('Inde\u0000pendence'), 400, 'VALIDATION'],
      ['timelinejs', headline('Inde\uD800pendence'), 400, 'VALIDATION'],
      ['csv', '1,A\n'.repeat(300_000), 413, 'FILE_TOO_LARGE'],
      ['csv', '1;'.repeat(300_000), 413, 'FILE_TOO_LARGE'],
    ] as const) {
      const response = await grace.post(url, importing(content, { format, save: true }));
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code });
    }
    expect(await decksOf()).toEqual([]);
  });

  it('answers 404 for another teacher’s class or a missing one, before reading the file', async () => {
    const { url, decksOf } = await classroom();
    const other = await person('other@example.com', ['teacher']);
    for (const target of [url, fillRoute(API_ROUTES.classes.deckImport, { classId: 'ZZZZZZZZ' })]) {
      const response = await other.post(target, importing('not, really\n"broken', { save: true }));
      expect(response.statusCode).toBe(404);
    }
    expect(await decksOf()).toEqual([]);
  });

  it('refuses anonymous callers and students', async () => {
    const { ada, url } = await classroom();
    const body = importing(cardsToCsv(cards(1)), { save: true });
    expect((await requestsAs(context, undefined).post(url, body)).statusCode).toBe(401);
    expect((await ada.post(url, body)).statusCode).toBe(403);
  });

  it('leaves a class deck titled "import" addressable by its own routes', async () => {
    const { grace, classId } = await classroom();
    await grace.post(fillRoute(API_ROUTES.classes.decks, { classId }), { title: 'import' });
    const removed = await grace.delete(
      fillRoute(API_ROUTES.classes.deck, { classId, deckTitle: 'import' }),
    );
    expect(removed.statusCode).toBe(200);
  });
});
