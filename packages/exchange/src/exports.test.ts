import { createRequire } from 'node:module';
import Papa from 'papaparse';
import initSqlJs from 'sql.js';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  ankiYear,
  cardsToApkg,
  cardsToCsv,
  cardsToTimelineJs,
  CHRONODECK_NOTE_TYPE_ID,
  type ExchangeCard,
} from './index';

const CARDS: ExchangeCard[] = [
  {
    year: 1822,
    title: 'Brazil declares independence',
    description: 'Pedro I, "the Liberator", breaks with Lisbon; Brasil & Portugal part.',
    category: 'Brazilian History',
  },
  {
    year: -44,
    title: 'Caesar is killed',
    description: 'Stabbed on the Ides of March.',
    category: '',
  },
  {
    year: 1500,
    title: '=HYPERLINK("x")',
    description: 'Line one\nline two, with <b>tags</b>',
    category: 'Odd',
  },
];

const require = createRequire(import.meta.url);
const SQL = await initSqlJs({ locateFile: (file) => require.resolve(`sql.js/dist/${file}`) });

describe('CSV export', () => {
  const csv = cardsToCsv(CARDS);

  it('is RFC 4180 with a byte order mark, CRLF and the header year,title,description,category', () => {
    expect(csv.startsWith('\uFEFF"year","title","description","category"\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('is the header line alone for no cards', () => {
    expect(cardsToCsv([])).toBe('\uFEFF"year","title","description","category"\r\n');
  });

  it('reads back as the same cards, a formula kept as text behind an apostrophe', () => {
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.slice(1)).toEqual([
      ['1822', CARDS[0]!.title, CARDS[0]!.description, 'Brazilian History'],
      ['-44', 'Caesar is killed', 'Stabbed on the Ides of March.', ''],
      ['1500', `'=HYPERLINK("x")`, CARDS[2]!.description, 'Odd'],
    ]);
  });
});

describe('TimelineJS export', () => {
  it('has one event per card with its year (BCE negative), headline, text and group', () => {
    const document = cardsToTimelineJs(CARDS, 'Revolutions');
    expect(document.title).toEqual({ text: { headline: 'Revolutions' } });
    expect(document.events[1]).toEqual({
      start_date: { year: -44 },
      text: { headline: 'Caesar is killed', text: 'Stabbed on the Ides of March.' },
    });
    expect(document.events[0]).toMatchObject({ group: 'Brazilian History' });
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });
});

describe('Anki export', () => {
  const NOW = Date.UTC(2026, 10, 26, 12);

  async function openPackage(cards: readonly ExchangeCard[] = CARDS) {
    const files = unzipSync(await cardsToApkg(cards, 'Revolutions', SQL, NOW));
    return { files, database: new SQL.Database(files['collection.anki2']) };
  }

  it("is a zip of collection.anki2 in Anki's schema and an empty media map", async () => {
    const { files, database } = await openPackage();
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    expect(strFromU8(files.media!)).toBe('{}');
    const tables = database.exec(
      "select name from sqlite_master where type = 'table' order by name",
    );
    expect(tables[0]!.values.flat()).toEqual(['cards', 'col', 'graves', 'notes', 'revlog']);
    expect(database.exec('select ver from col')[0]!.values).toEqual([[11]]);
  });

  it('holds one note per card with Year, Title and Description, and two cards per note', async () => {
    const { database } = await openPackage();
    const notes = database.exec('select flds, mid, tags from notes order by id')[0]!.values;
    expect(notes.map(([fields]) => String(fields).split('\x1f'))).toEqual([
      [
        '1822',
        'Brazil declares independence',
        'Pedro I, &quot;the Liberator&quot;, breaks with Lisbon; Brasil &amp; Portugal part.',
      ],
      ['44 BCE', 'Caesar is killed', 'Stabbed on the Ides of March.'],
      ['1500', '=HYPERLINK(&quot;x&quot;)', 'Line one\nline two, with &lt;b&gt;tags&lt;/b&gt;'],
    ]);
    expect(notes.every(([, mid]) => mid === CHRONODECK_NOTE_TYPE_ID)).toBe(true);
    expect(notes[0]![2]).toBe(' Brazilian_History ');
    const cards = database.exec('select nid, ord, did from cards order by nid, ord')[0]!.values;
    expect(cards).toHaveLength(6);
    expect(cards.map(([, ord]) => ord)).toEqual([0, 1, 0, 1, 0, 1]);
  });

  it('names the note type, its fields and the two templates, and the deck', async () => {
    const { database } = await openPackage();
    const [models, decks] = database.exec('select models, decks from col')[0]!.values[0]!;
    type Named = { name: string };
    const noteTypes = JSON.parse(String(models)) as Record<
      string,
      { flds: Named[]; tmpls: Named[] }
    >;
    const noteType = noteTypes[CHRONODECK_NOTE_TYPE_ID]!;
    expect(noteType.flds.map((field) => field.name)).toEqual(['Year', 'Title', 'Description']);
    expect(noteType.tmpls.map((template) => template.name)).toEqual([
      'Event → Year',
      'Year → Event',
    ]);
    const deckList = JSON.parse(String(decks)) as Record<string, Named>;
    const [deckId] = database.exec('select distinct did from cards')[0]!.values[0]!;
    expect(deckList[String(deckId)]?.name).toBe('Revolutions');
  });

  it('gives the same card the same note id (guid) in every export, and an empty deck no notes', async () => {
    const guids = async () =>
      (await openPackage()).database.exec('select guid from notes order by id')[0]!.values.flat();
    expect(await guids()).toEqual(await guids());
    expect((await openPackage([])).database.exec('select count(*) from notes')[0]!.values).toEqual([
      [0],
    ]);
  });

  it('writes years without a year 0', () => {
    expect([ankiYear(1), ankiYear(-1), ankiYear(-3500), ankiYear(2024)]).toEqual([
      '1',
      '1 BCE',
      '3500 BCE',
      '2024',
    ]);
  });
});
