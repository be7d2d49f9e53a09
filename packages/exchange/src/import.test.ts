import { createRequire } from 'node:module';
import fc from 'fast-check';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import {
  apkgTable,
  cardsToApkg,
  cardsToCsv,
  cardsToTimelineJs,
  csvTable,
  guessMapping,
  importRows,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  timelineJsTable,
  UnreadableFile,
  yearFromText,
  type ExchangeCard,
  type ImportTable,
} from './index';

const require = createRequire(import.meta.url);
const SQL = await initSqlJs({ locateFile: (file) => require.resolve(`sql.js/dist/${file}`) });

const CARDS: ExchangeCard[] = [
  {
    year: 1822,
    title: 'Brazil declares independence',
    description: 'Pedro I, "the Liberator".',
    category: 'Brazil',
  },
  {
    year: -44,
    title: 'Caesar is killed',
    description: 'Ides of March; Rome & the Senate.',
    category: '',
  },
  { year: 1500, title: '=HYPERLINK("x")', description: 'Line one\nline two', category: 'Odd' },
];

const cardsOf = (table: ImportTable) =>
  importRows(table, guessMapping(table)).map((row) => row.card);

/** Why reading failed, 'read' when it did not; any other error is thrown on. */
function reasonOf(read: () => unknown): UnreadableFile['reason'] | 'read' {
  try {
    read();
    return 'read';
  } catch (error) {
    if (error instanceof UnreadableFile) return error.reason;
    throw error;
  }
}

describe('years read from text', () => {
  it.each([
    ['1822', 1822],
    ['-44', -44],
    ['44 BC', -44],
    ['44 BCE', -44],
    ['44 B.C.', -44],
    ['44 a.C.', -44],
    ['44 av. J.-C.', -44],
    ['c. 1500', 1500],
    ['circa 1500', 1500],
    ['ca 1500', 1500],
    ['1500s', 1500],
    ['AD 79', 79],
    ['79 CE', 79],
    ['79 d.C.', 79],
    ['1822-09-07', 1822],
    ['1822.0', 1822],
    [' 1789 ', 1789],
  ])('reads %j as %d', (text, year) => expect(yearFromText(text)).toBe(year));

  it.each(['', 'soon', '0', '0 BC', '12345', 'AD -5', 'AD 44 BC', '1822 AD BC', 'nineteen'])(
    'finds no year in %j',
    (text) => expect(yearFromText(text)).toBeNull(),
  );
});

describe('round trips: an export imports back as the same cards', () => {
  it('CSV', () => expect(cardsOf(csvTable(cardsToCsv(CARDS)))).toEqual(CARDS));
  it('TimelineJS', () =>
    expect(cardsOf(timelineJsTable(JSON.stringify(cardsToTimelineJs(CARDS, 'Deck'))))).toEqual(
      CARDS,
    ));
  it('Anki, the category travelling as the note’s tag', async () => {
    const table = apkgTable(await cardsToApkg(CARDS, 'Deck', SQL), SQL);
    expect(table.columns).toEqual(['Year', 'Title', 'Description', 'Tags']);
    expect(cardsOf(table)).toEqual(CARDS);
  });

  const card = fc.record({
    year: fc.integer({ min: -3000, max: 2025 }).filter((year) => year !== 0),
    title: fc
      .string({ minLength: 1, maxLength: 60 })
      .filter((text) => text.trim() === text && text !== ''),
    description: fc.string({ maxLength: 120 }).map((text) => text.trim()),
    category: fc.string({ maxLength: 20 }).map((text) => text.trim()),
  });
  it('CSV and TimelineJS, for any cards', () => {
    fc.assert(
      fc.property(fc.array(card, { minLength: 1, maxLength: 20 }), (cards) => {
        const mapping = { year: 0, title: 1, description: 2, category: 3 };
        const fromCsv = importRows(csvTable(cardsToCsv(cards)), mapping);
        expect(fromCsv.map((row) => row.card)).toEqual(cards);
        const json = JSON.stringify(cardsToTimelineJs(cards, 'Deck'));
        expect(importRows(timelineJsTable(json), mapping).map((row) => row.card)).toEqual(cards);
      }),
      { numRuns: 100 },
    );
  });
});

describe('reading CSV as people write it', () => {
  it('takes semicolons, tabs, quotes and a byte order mark, with or without a header', () => {
    for (const text of [
      '\uFEFFano;título;descrição\r\n1822;"Independência; do Brasil";"Grito do ""Ipiranga"""\r\n',
      '1822\tIndependência; do Brasil\tGrito do "Ipiranga"\n',
    ]) {
      expect(cardsOf(csvTable(text))).toEqual([
        {
          year: 1822,
          title: 'Independência; do Brasil',
          description: 'Grito do "Ipiranga"',
          category: '',
        },
      ]);
    }
  });

  it('finds the year column wherever it is, and Quizlet-style term,definition files', () => {
    const table = csvTable('Fall of Rome,476,The West ends\nHastings,1066,Normans win\n');
    expect(guessMapping(table)).toEqual({ year: 1, title: 0, description: 2, category: null });
    const quizlet = csvTable('term,definition\nThe Rubicon,49 BC\n');
    expect(guessMapping(quizlet)).toEqual({ year: 1, title: 0, description: null, category: null });
    expect(cardsOf(quizlet)[0]).toEqual({
      year: -49,
      title: 'The Rubicon',
      description: '',
      category: '',
    });
  });

  it('says what is wrong with each bad row, with the rules of a card typed by hand', () => {
    const rows = importRows(
      csvTable(`year,title\nsoon,Something\n1822,\n9999,Too late\n1500,${'x'.repeat(201)}\n`),
      {
        year: 0,
        title: 1,
        description: null,
        category: null,
      },
    );
    expect(rows.map((row) => [row.row, row.problems])).toEqual([
      [1, [{ field: 'year', kind: 'notAYear' }]],
      [2, [{ field: 'title', kind: 'missing' }]],
      [3, [{ field: 'year', kind: 'outOfRange' }]],
      [4, [{ field: 'title', kind: 'tooLong' }]],
    ]);
    expect(rows.every((row) => row.card === null)).toBe(true);
  });

  it(`refuses an empty file and more than ${MAX_IMPORT_ROWS} rows`, () => {
    expect(reasonOf(() => csvTable(''))).toBe('empty');
    expect(reasonOf(() => csvTable('1822,A\n'.repeat(MAX_IMPORT_ROWS + 1)))).toBe('tooManyRows');
    expect(reasonOf(() => csvTable(`year,title\n${'1822,A\n'.repeat(MAX_IMPORT_ROWS)}`))).toBe(
      'read',
    );
  });

  it('counts the rows that hold something: blank lines between them do not count', () => {
    const spaced = '1822,A\n\n \n'.repeat(MAX_IMPORT_ROWS);
    expect(csvTable(spaced).rows).toHaveLength(MAX_IMPORT_ROWS);
  });

  it(`refuses more than ${MAX_IMPORT_COLUMNS} columns`, () => {
    const row = (width: number) => Array.from({ length: width }, (_, index) => index).join(',');
    expect(csvTable(row(MAX_IMPORT_COLUMNS)).columns).toHaveLength(MAX_IMPORT_COLUMNS);
    expect(reasonOf(() => csvTable(row(MAX_IMPORT_COLUMNS + 1)))).toBe('tooManyColumns');
    expect(reasonOf(() => csvTable(`1822,A\n${row(MAX_IMPORT_COLUMNS + 1)}\n`))).toBe(
      'tooManyColumns',
    );
  });

  // Spreading that many values into Math.max overflows the call stack (a RangeError, a 500).
  it('refuses a file of 300,000 short rows or of one row of 300,000 columns, without crashing', () => {
    expect(reasonOf(() => csvTable('1,A\n'.repeat(300_000)))).toBe('tooManyRows');
    expect(reasonOf(() => csvTable('1;'.repeat(300_000)))).toBe('tooManyColumns');
    expect(reasonOf(() => csvTable('1\t'.repeat(300_000)))).toBe('tooManyColumns');
    expect(reasonOf(() => csvTable(`year,${'title,'.repeat(300_000)}\n1822,A\n`))).toBe(
      'tooManyColumns',
    );
  });
});

describe('the meaning of columns', () => {
  it('is guessed for a table of any width, without spreading its columns into arguments', () => {
    const width = 300_000;
    const table: ImportTable = {
      columns: Array.from({ length: width }, (_, index) => `${index + 1}`),
      rows: [Array.from({ length: width }, (_, index) => (index === 7 ? '1822' : 'x'))],
    };
    expect(guessMapping(table)).toEqual({ year: 7, title: 0, description: 1, category: 2 });
  });
});

describe('TimelineJS files of any shape', () => {
  it.each(['null', '0', 'true', '"events"', '[]', '{}', '{"events":{}}', '{"events":"x"}'])(
    'refuses %s, which holds no list of events',
    (text) => expect(reasonOf(() => timelineJsTable(text))).toBe('timelinejs'),
  );

  it.each([
    '{"events":[null]}',
    '{"events":[1]}',
    '{"events":["1822"]}',
    '{"events":[[]]}',
    '{"events":[{"start_date":{"year":1822}},null]}',
  ])('refuses %s, whose events are not all objects', (text) =>
    expect(reasonOf(() => timelineJsTable(text))).toBe('timelinejs'),
  );

  it('reads fields of unexpected types as empty cells', () => {
    const table = timelineJsTable(
      JSON.stringify({
        events: [
          { start_date: '1822', text: null, group: { name: 'Brazil' } },
          { start_date: { year: [1822] }, text: { headline: ['a'], text: 7 }, group: 3 },
          { start_date: null, text: 'Independence' },
          {},
        ],
      }),
    );
    expect(table.rows).toEqual([
      ['', '', '', ''],
      ['', '', '7', '3'],
      ['', '', '', ''],
      ['', '', '', ''],
    ]);
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} events before reading them`, () => {
    const events = Array.from({ length: 300_000 }, () => ({ start_date: { year: 1822 } }));
    expect(reasonOf(() => timelineJsTable(JSON.stringify({ events })))).toBe('tooManyRows');
  });

  it('gives rows or a reason for any JSON, never a crash', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.constantFrom('1822', '44 BC', '<b>x</b>', '&eacute;', '\u0000'),
    );
    const anything = fc.oneof(fc.jsonValue({ maxDepth: 3 }), text);
    const event = fc.oneof(
      anything,
      fc.record(
        {
          start_date: fc.oneof(anything, fc.record({ year: anything }, { requiredKeys: [] })),
          text: fc.oneof(
            anything,
            fc.record({ headline: anything, text: anything }, { requiredKeys: [] }),
          ),
          group: anything,
        },
        { requiredKeys: [] },
      ),
    );
    const document = fc.oneof(
      anything,
      fc.record({ events: fc.oneof(anything, fc.array(event, { maxLength: 6 })) }),
    );
    fc.assert(
      fc.property(document, (value) => {
        const reason = reasonOf(() => {
          const table = timelineJsTable(JSON.stringify(value));
          importRows(table, guessMapping(table));
        });
        expect(['read', 'timelinejs', 'empty']).toContain(reason);
      }),
      { numRuns: 300 },
    );
  });
});

describe('unreadable files', () => {
  it('are refused with a reason, never a crash, whatever the bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 400 }),
        fc.string({ maxLength: 400 }),
        (bytes, text) => {
          for (const read of [
            () => apkgTable(bytes, SQL),
            () => timelineJsTable(text),
            () => csvTable(text),
          ]) {
            try {
              const table = read();
              importRows(table, guessMapping(table));
            } catch (error) {
              expect(error).toBeInstanceOf(UnreadableFile);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
