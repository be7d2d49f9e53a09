import { strToU8, unzipSync, zipSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Deck } from '@chronodeck/contract';
import { cardsToApkg, type ExchangeCard } from '@chronodeck/exchange';
import { apkgFile, csvFile, timelineJsFile } from './import-files.fixture';
import { importing } from './import-request.fixture';
import { sqlJs } from './sql-js';
import { requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const context = useTestApp();
const SQL = await sqlJs();

const student = async () =>
  requestsAs(context, (await signedInUser(context, { roles: ['student'] })).token);
type Student = Awaited<ReturnType<typeof student>>;

const decksOf = async (ada: Student) =>
  (await ada.get(API_ROUTES.student.decks)).json<Deck[]>().map((deck) => deck.title);

const CARD: ExchangeCard = { year: 1822, title: 'Independence', description: '', category: '' };

/** An exported Anki package of one note, with `change` made to its collection. */
async function apkgChanged(change: string): Promise<string> {
  const collection = unzipSync(await cardsToApkg([CARD], 'Deck', SQL))['collection.anki2'];
  const database = new SQL.Database(collection);
  try {
    database.run(change);
    return Buffer.from(zipSync({ 'collection.anki2': database.export() })).toString('base64');
  } finally {
    database.close();
  }
}

/** Text as SQLite holds it when a tool wrote an unpaired surrogate into it (WTF-8 bytes). */
const withSurrogate = (before: string, after: string) =>
  `cast(x'${Buffer.concat([Buffer.from(before), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(after)]).toString('hex')}' as text)`;

const timelineJs = (headline: string) =>
  JSON.stringify({ events: [{ start_date: { year: 1822 }, text: { headline } }] });

describe('a TimelineJS file that is not a timeline', () => {
  it.each(['null', '0', 'true', '"x"', '[]', '{"events":[null]}', '{"events":[1,{}]}'])(
    'is refused as unreadable: %s',
    async (content) => {
      const ada = await student();
      const response = await ada.post(
        API_ROUTES.student.deckImport,
        importing(content, { format: 'timelinejs' }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'UNREADABLE_FILE' });
    },
  );
});

describe('text no card can store, in an imported file', () => {
  const NUL = 'Row 1: Text cannot contain NUL characters.';
  const SURROGATE = 'Row 1: Text cannot contain unpaired UTF-16 surrogates.';

  it.each([
    ['a NUL in a TimelineJS headline', 'timelinejs', timelineJs('Inde\u0000pendence'), NUL],
    [
      'an unpaired surrogate in TimelineJS',
      'timelinejs',
      timelineJs('Inde\uD800pendence'),
      SURROGATE,
    ],
  ])('is refused like a card typed by hand: %s', async (_, format, content, error) => {
    // JSON.stringify writes both as \u escapes: the request itself holds neither.
    expect(content).toMatch(/\\u(0000|d800)/);
    const ada = await student();
    for (const save of [false, true]) {
      const response = await ada.post(
        API_ROUTES.student.deckImport,
        importing(content, { format, save, skipProblems: true }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION', error });
    }
    expect(await decksOf(ada)).toEqual([]);
  });

  it('is refused in an Anki field, an Anki tag, or a column name', async () => {
    const ada = await student();
    const columnNames = (message: string) => `Column names: ${message.slice('Row 1: '.length)}`;
    const renamed = (name: string) =>
      `update col set models = replace(models, '"name":"Title"', '"name":"${name}"')`;
    for (const [change, error] of [
      [`update notes set flds = ${withSurrogate('1\x1fA', '\x1f')}`, SURROGATE],
      [`update notes set tags = ${withSurrogate(' Brazil', ' ')}`, SURROGATE],
      [renamed('Ti\\u0000tle'), columnNames(NUL)],
      [renamed('Ti\\ud800tle'), columnNames(SURROGATE)],
    ] as const) {
      const response = await ada.post(
        API_ROUTES.student.deckImport,
        importing(await apkgChanged(change), { format: 'apkg', save: true }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION', error });
    }
    expect(await decksOf(ada)).toEqual([]);
  });
});

describe('an Anki package of Anki 2.1.50 or later', () => {
  it('is refused with how to export it again', async () => {
    const ada = await student();
    const placeholder = unzipSync(
      await cardsToApkg(
        [{ ...CARD, title: 'Please update to the latest Anki version, then import again.' }],
        'Deck',
        SQL,
      ),
    )['collection.anki2'];
    const modern = zipSync({
      'collection.anki2': placeholder ?? new Uint8Array(),
      'collection.anki21b': new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 1, 2, 3]),
      media: strToU8(''),
    });
    const response = await ada.post(
      API_ROUTES.student.deckImport,
      importing(Buffer.from(modern).toString('base64'), { format: 'apkg' }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'ANKI_PACKAGE_TOO_NEW',
      error:
        'This Anki package uses the newest format: export it again from Anki with "Support older Anki versions" ticked.',
    });
  });
});

describe('importing a file of any shape', () => {
  const request = fc.record({
    save: fc.boolean(),
    skipProblems: fc.boolean(),
    mapping: fc.option(
      fc.record({
        year: fc.nat(4),
        title: fc.nat(4),
        description: fc.option(fc.nat(4)),
        category: fc.option(fc.nat(4)),
      }),
      { nil: undefined },
    ),
  });

  /** Every file gets rows or a clear refusal, saved or not, never a 500. */
  async function neverFails(format: string, files: fc.Arbitrary<string>, numRuns: number) {
    const ada = await student();
    await fc.assert(
      fc.asyncProperty(files, request, async (content, options) => {
        const response = await ada.post(
          API_ROUTES.student.deckImport,
          importing(content, { format, ...options }),
        );
        expect([200, 400, 409, 413], response.body).toContain(response.statusCode);
      }),
      { numRuns },
    );
  }

  it('TimelineJS JSON of any shape', () => neverFails('timelinejs', timelineJsFile, 120), 120_000);
  it('CSV files long, wide or ordinary', () => neverFails('csv', csvFile, 30), 120_000);
  it(
    'Anki packages of any zip entries and collections',
    () => neverFails('apkg', apkgFile(SQL), 100),
    120_000,
  );
});
