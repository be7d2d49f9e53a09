import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Deck, type ImportPreview } from '@chronodeck/contract';
import { cardsToApkg, cardsToCsv } from '@chronodeck/exchange';
import { sqlJs } from './sql-js';
import { importing } from './import-request.fixture';
import { requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const context = useTestApp((config) => ({
  ...config,
  quotas: { ...config.quotas, cardsPerDeck: 5 },
}));
const SQL = await sqlJs();

const student = async (email = 'ada@example.com') =>
  requestsAs(context, (await signedInUser(context, { email, roles: ['student'] })).token);

const CSV =
  '\uFEFFyear;title;description\r\n44 BC;Caesar is killed;Ides of March\r\nc. 1500;Cabral reaches Brazil;\r\n';

async function deckTitled(ada: Awaited<ReturnType<typeof student>>, title: string) {
  const decks = (await ada.get(API_ROUTES.student.decks)).json<Deck[]>();
  return decks.find((deck) => deck.title === title);
}

describe('importing a file into a deck', () => {
  it('previews every row and saves nothing until asked', async () => {
    const ada = await student();
    const preview = await ada.post(API_ROUTES.student.deckImport, importing(CSV));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ImportPreview>()).toEqual({
      columns: ['year', 'title', 'description'],
      mapping: { year: 0, title: 1, description: 2, category: null },
      rows: [
        {
          row: 1,
          cells: ['44 BC', 'Caesar is killed', 'Ides of March'],
          card: {
            year: -44,
            title: 'Caesar is killed',
            description: 'Ides of March',
            category: '',
          },
          problems: [],
        },
        {
          row: 2,
          cells: ['c. 1500', 'Cabral reaches Brazil', ''],
          card: { year: 1500, title: 'Cabral reaches Brazil', description: '', category: '' },
          problems: [],
        },
      ],
      saved: 0,
    });
    expect(await deckTitled(ada, 'Imported')).toBeUndefined();
  });

  it('saves the cards in the file’s order into a new deck, then into the same deck', async () => {
    const ada = await student();
    const saved = await ada.post(API_ROUTES.student.deckImport, importing(CSV, { save: true }));
    expect(saved.json<ImportPreview>().saved).toBe(2);
    const again = await ada.post(
      API_ROUTES.student.deckImport,
      importing('year,title\n1822,Brazil declares independence\n', { save: true }),
    );
    expect(again.statusCode, again.body).toBe(200);
    const deck = await deckTitled(ada, 'Imported');
    expect(deck?.events.map((card) => [card.year, card.title])).toEqual([
      [-44, 'Caesar is killed'],
      [1500, 'Cabral reaches Brazil'],
      [1822, 'Brazil declares independence'],
    ]);
  });

  it('saves nothing when a row has a problem, unless the student leaves such rows out', async () => {
    const ada = await student();
    const file = 'year,title\n1822,Independence\nsoon,Someday\n';
    const refused = await ada.post(API_ROUTES.student.deckImport, importing(file, { save: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'IMPORT_HAS_PROBLEMS' });
    expect(await deckTitled(ada, 'Imported')).toBeUndefined();

    const skipped = await ada.post(
      API_ROUTES.student.deckImport,
      importing(file, { save: true, skipProblems: true }),
    );
    expect(skipped.json<ImportPreview>().saved).toBe(1);
    expect((await deckTitled(ada, 'Imported'))?.events).toHaveLength(1);
  });

  it('takes a chosen column mapping, and refuses one the file does not have', async () => {
    const ada = await student();
    const file = 'Rubicon,49 BC\n';
    const mapped = await ada.post(
      API_ROUTES.student.deckImport,
      importing(file, { mapping: { year: 1, title: 0, description: null, category: null } }),
    );
    expect(mapped.json<ImportPreview>().rows[0]?.card).toMatchObject({
      year: -49,
      title: 'Rubicon',
    });
    const outside = await ada.post(
      API_ROUTES.student.deckImport,
      importing(file, { mapping: { year: 7, title: 0, description: null, category: null } }),
    );
    expect(outside.statusCode).toBe(400);
  });

  it('reads an Anki package sent in base64, its tag as the category', async () => {
    const ada = await student();
    const apkg = await cardsToApkg(
      [{ year: 1789, title: 'Bastille', description: 'Paris', category: 'Revolution Era' }],
      'French Revolution',
      SQL,
    );
    const response = await ada.post(API_ROUTES.student.deckImport, {
      format: 'apkg',
      content: Buffer.from(apkg).toString('base64'),
      deckTitle: 'From Anki',
      save: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      (await deckTitled(ada, 'From Anki'))?.events.map((card) => [card.title, card.category]),
    ).toEqual([['Bastille', 'Revolution Era']]);
  });

  it('refuses a file it cannot read with UNREADABLE_FILE', async () => {
    const ada = await student();
    for (const body of [
      { format: 'apkg', content: Buffer.from('not a zip').toString('base64') },
      { format: 'timelinejs', content: '{"title": {}}' },
      { format: 'csv', content: '\n\n' },
    ]) {
      const response = await ada.post(API_ROUTES.student.deckImport, importing('', body));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'UNREADABLE_FILE' });
    }
  });

  it('saves nothing when the deck would be too full (409)', async () => {
    const ada = await student();
    const cards = Array.from({ length: 6 }, (_, index) => ({
      year: 1800 + index,
      title: `Event ${index}`,
      description: '',
      category: '',
    }));
    const response = await ada.post(
      API_ROUTES.student.deckImport,
      importing(cardsToCsv(cards), { save: true }),
    );
    expect(response.statusCode).toBe(409);
    expect(await deckTitled(ada, 'Imported')).toBeUndefined();
  });

  it('refuses anonymous callers and teachers', async () => {
    expect(
      (await requestsAs(context, undefined).post(API_ROUTES.student.deckImport, importing(CSV)))
        .statusCode,
    ).toBe(401);
    const teacher = requestsAs(
      context,
      (await signedInUser(context, { email: 't@example.com', roles: ['teacher'] })).token,
    );
    expect((await teacher.post(API_ROUTES.student.deckImport, importing(CSV))).statusCode).toBe(
      403,
    );
  });

  it('never answers 500, whatever the file', async () => {
    const ada = await student();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('csv', 'apkg', 'timelinejs'),
        fc.string({ minLength: 1, maxLength: 300 }),
        async (format, content) => {
          const response = await ada.post(
            API_ROUTES.student.deckImport,
            importing(content, { format }),
          );
          expect([200, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 60 },
    );
  });
});
