import { strToU8, zipSync } from 'fflate';
import fc from 'fast-check';
import type { SqlJsStatic } from 'sql.js';
import { CHRONODECK_NOTE_TYPE_ID } from '@chronodeck/exchange';

/**
 * Files of the import formats built from their structure, for fuzzing the import routes: the shapes
 * a reader expects, with values of every kind where it expects text.
 */

/** Text a file may hold: any code point (unpaired surrogates and NUL included) and some years. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(
    '\u0000',
    '\uD800',
    'a\uDC00b',
    '1822',
    '44 BC',
    'c. 1500',
    '<br>',
    '&#0;',
    '&eacute;',
  ),
  fc.constant('x'.repeat(300)),
);
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), text);

const timelineEvent = fc.oneof(
  anyJson,
  fc.record(
    {
      start_date: fc.oneof(anyJson, fc.record({ year: anyJson }, { requiredKeys: [] })),
      text: fc.oneof(
        anyJson,
        fc.record({ headline: anyJson, text: anyJson }, { requiredKeys: [] }),
      ),
      group: anyJson,
    },
    { requiredKeys: [] },
  ),
);

/** TimelineJS JSON of any shape: a document, events, or neither. */
export const timelineJsFile = fc
  .oneof(
    anyJson,
    fc.record({ events: fc.oneof(anyJson, fc.array(timelineEvent, { maxLength: 8 })) }),
  )
  .map((value) => JSON.stringify(value));

const csvCell = fc.oneof(
  fc.constantFrom(
    '',
    '1822',
    '44 BC',
    'title',
    '"',
    '""',
    '"a,b"',
    ';',
    '\t',
    '=1+1',
    "'=x",
    '\uFEFF',
  ),
  fc.string({ unit: 'binary', maxLength: 4 }),
);

/** Long (up to 300,000 rows), wide (up to 60,000 columns) or ordinary. */
const csvShape = fc.oneof(
  fc.record({
    across: fc.integer({ min: 1, max: 2 }),
    down: fc.integer({ min: 4_990, max: 300_000 }),
  }),
  fc.record({ across: fc.integer({ min: 20, max: 60_000 }), down: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ across: fc.integer({ min: 1, max: 30 }), down: fc.integer({ min: 1, max: 40 }) }),
);

/** A CSV file of one row of cells repeated across and down, with any separator and line end. */
export const csvFile = fc
  .record({
    cells: fc.array(csvCell, { minLength: 1, maxLength: 3 }),
    separator: fc.constantFrom(',', ';', '\t'),
    lineEnd: fc.constantFrom('\n', '\r\n', '\r'),
    shape: csvShape,
  })
  .map(({ cells, separator, lineEnd, shape }) => {
    const line = Array<string>(shape.across).fill(cells.join(separator)).join(separator);
    return `${line}${lineEnd}`.repeat(shape.down);
  })
  .filter((file) => file.length > 0);

const sqlValue = fc.oneof(
  fc.integer(),
  fc.double(),
  text,
  fc.uint8Array({ maxLength: 8 }),
  fc.constant(null),
);

const noteTypes = fc
  .array(fc.record({ name: text, ord: fc.oneof(fc.nat(6), anyJson) }), { maxLength: 6 })
  .map((flds) => JSON.stringify({ [CHRONODECK_NOTE_TYPE_ID]: { flds } }));

const note = fc.record({
  mid: fc.oneof(fc.constant(CHRONODECK_NOTE_TYPE_ID), sqlValue),
  flds: fc.oneof(
    fc.array(text, { maxLength: 5 }).map((fields) => fields.join('\x1f')),
    sqlValue,
  ),
  tags: fc.oneof(text, sqlValue),
});

type SqlValue = number | string | Uint8Array | null;
interface CollectionPlan {
  models: SqlValue;
  notes: { mid: SqlValue; flds: SqlValue; tags: SqlValue }[];
  tables: string[];
}

/** A SQLite database with Anki's table names and columns of any type, holding anything. */
function collection(SQL: SqlJsStatic, plan: CollectionPlan): Uint8Array {
  const database = new SQL.Database();
  try {
    if (plan.tables.includes('col')) {
      database.run('create table col (models)');
      database.run('insert into col values (?)', [plan.models]);
    }
    if (plan.tables.includes('notes')) {
      database.run('create table notes (id integer primary key, mid, flds, tags)');
      for (const { mid, flds, tags } of plan.notes) {
        database.run('insert into notes (mid, flds, tags) values (?, ?, ?)', [mid, flds, tags]);
      }
    }
    return database.export();
  } finally {
    database.close();
  }
}

const ENTRY_NAMES = ['collection.anki2', 'collection.anki21', 'collection.anki21b', 'media', '0'];

/** An Anki package of any shape in base64: zip entries of collections or bytes, sometimes corrupted. */
export const apkgFile = (SQL: SqlJsStatic) => {
  const database = fc
    .record({
      models: fc.oneof(
        noteTypes,
        fc.jsonValue().map((value) => JSON.stringify(value)),
        sqlValue,
      ),
      notes: fc.array(note, { maxLength: 8 }),
      tables: fc.subarray(['col', 'notes']),
    })
    .map((plan) => collection(SQL, plan));
  // fflate's zipSync keys its entry table on a plain object, where `__proto__` cannot be a name;
  // the server's reader only admits collection names (apkg-table.ts), so it never meets one.
  const entryName = fc.string({ maxLength: 12 }).filter((name) => name !== '__proto__');
  const entry = fc.tuple(
    fc.oneof(fc.constantFrom(...ENTRY_NAMES), entryName),
    fc.oneof(database, fc.uint8Array({ maxLength: 64 }), fc.constant(strToU8('{}'))),
  );
  return fc
    .record({
      entries: fc.array(entry, { maxLength: 4 }),
      level: fc.constantFrom(0 as const, 1 as const, 9 as const),
      flipped: fc.option(fc.nat()),
    })
    .map(({ entries, level, flipped }) => {
      const zip = zipSync(Object.fromEntries(entries), { level });
      if (flipped !== null && zip.length > 0) {
        const at = flipped % zip.length;
        zip[at] = (zip[at] ?? 0) ^ 0xff;
      }
      return Buffer.from(zip).toString('base64');
    });
};
