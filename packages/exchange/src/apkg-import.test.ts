import { createRequire } from 'node:module';
import { unzipSync, zipSync, strToU8 } from 'fflate';
import initSqlJs, { type Database } from 'sql.js';
import { describe, expect, it } from 'vitest';
import {
  apkgTable,
  cardsToApkg,
  guessMapping,
  importRows,
  MAX_COLLECTION_BYTES,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  UnreadableFile,
  type ExchangeCard,
} from './index';

const require = createRequire(import.meta.url);
const SQL = await initSqlJs({ locateFile: (file) => require.resolve(`sql.js/dist/${file}`) });

const card = (title: string, category = ''): ExchangeCard => ({
  year: 1822,
  title,
  description: '',
  category,
});

/** The collection database of an exported package. */
async function collectionOf(cards: readonly ExchangeCard[]): Promise<Uint8Array> {
  const collection = unzipSync(await cardsToApkg(cards, 'Deck', SQL))['collection.anki2'];
  if (!collection) throw new Error('the export holds no collection');
  return collection;
}

/** The collection after `change`, as Anki or another tool might have written it. */
function changed(collection: Uint8Array, change: (database: Database) => void): Uint8Array {
  const database = new SQL.Database(collection);
  try {
    change(database);
    return database.export();
  } finally {
    database.close();
  }
}

const zipped = (files: Record<string, Uint8Array>) =>
  zipSync({ ...files, media: strToU8('{}') }, { level: 1 });

function reasonOf(file: Uint8Array): UnreadableFile['reason'] | 'read' {
  try {
    apkgTable(file, SQL);
    return 'read';
  } catch (error) {
    if (error instanceof UnreadableFile) return error.reason;
    throw error;
  }
}

const titlesOf = (file: Uint8Array) => {
  const table = apkgTable(file, SQL);
  return importRows(table, guessMapping(table)).map((row) => row.card?.title);
};

/** What Anki 2.1.50+ leaves in `collection.anki2` beside its compressed `collection.anki21b`. */
const PLACEHOLDER =
  'Please update to the latest Anki version, then import the .colpkg/.apkg file again.';
/** The start of a zstd frame, as `collection.anki21b` begins. */
const ZSTD = new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0, 0, 0, 0]);

describe('Anki tags', () => {
  it('are the category: several joined with commas, underscores read as spaces', async () => {
    const collection = changed(await collectionOf([card('A'), card('B'), card('C')]), (db) => {
      db.run("update notes set tags = ' World_War_II ' where sfld = 'A'");
      db.run("update notes set tags = ' history  Rome::Empire ' where sfld = 'B'");
    });
    const table = apkgTable(zipped({ 'collection.anki2': collection }), SQL);
    expect(table.columns.at(-1)).toBe('Tags');
    expect(importRows(table, guessMapping(table)).map((row) => row.card?.category)).toEqual([
      'World War II',
      'history, Rome::Empire',
      '',
    ]);
  });

  it('give back a category with spaces, which the export writes as one tag', async () => {
    const table = apkgTable(await cardsToApkg([card('A', 'World War II')], 'Deck', SQL), SQL);
    expect(importRows(table, guessMapping(table))[0]?.card?.category).toBe('World War II');
  });
});

describe('packages of Anki 2.1.50 and later', () => {
  it('are refused with the way to export them again, not read as their placeholder note', async () => {
    const file = zipped({
      'collection.anki2': await collectionOf([card(PLACEHOLDER)]),
      'collection.anki21b': ZSTD,
    });
    expect(reasonOf(file)).toBe('apkgVersion');
  });

  it('are read from `collection.anki21` when they hold one, whatever else they hold', async () => {
    const newer = await collectionOf([card('Independence')]);
    const placeholder = await collectionOf([card(PLACEHOLDER)]);
    expect(
      titlesOf(zipped({ 'collection.anki2': placeholder, 'collection.anki21': newer })),
    ).toEqual(['Independence']);
    expect(
      titlesOf(
        zipped({
          'collection.anki2': placeholder,
          'collection.anki21': newer,
          'collection.anki21b': ZSTD,
        }),
      ),
    ).toEqual(['Independence']);
  });
});

describe('the limits of an Anki package', () => {
  const notesCopied = (count: number) => (database: Database) =>
    database.run(
      `with recursive copy(number) as (select 1 union all select number + 1 from copy where number < ${count - 1})
       insert into notes select id + number, guid || number, mid, mod, usn, tags, flds, sfld, csum, flags, data
       from notes, copy`,
    );

  it(`reads ${MAX_IMPORT_ROWS} notes and refuses one more`, async () => {
    const collection = await collectionOf([card('Independence')]);
    const most = changed(collection, notesCopied(MAX_IMPORT_ROWS));
    expect(apkgTable(zipped({ 'collection.anki2': most }), SQL).rows).toHaveLength(MAX_IMPORT_ROWS);
    const more = changed(collection, notesCopied(MAX_IMPORT_ROWS + 1));
    expect(reasonOf(zipped({ 'collection.anki2': more }))).toBe('tooManyRows');
  });

  // Spreading that many rows into Math.max overflows the call stack.
  it('refuses 200,000 notes as too many rows, not as an unreadable file', async () => {
    const many = changed(await collectionOf([card('Independence')]), notesCopied(200_000));
    expect(reasonOf(zipped({ 'collection.anki2': many }))).toBe('tooManyRows');
  });

  it(`refuses a note of more than ${MAX_IMPORT_COLUMNS} columns with its tags`, async () => {
    const collection = await collectionOf([card('Independence')]);
    const fields = (count: number) => (database: Database) =>
      database.run('update notes set flds = ?', [Array<string>(count).fill('1822').join('\x1f')]);
    const widest = changed(collection, fields(MAX_IMPORT_COLUMNS - 1));
    expect(apkgTable(zipped({ 'collection.anki2': widest }), SQL).columns).toHaveLength(
      MAX_IMPORT_COLUMNS,
    );
    for (const count of [MAX_IMPORT_COLUMNS, 300_000]) {
      const wider = changed(collection, fields(count));
      expect(reasonOf(zipped({ 'collection.anki2': wider }))).toBe('tooManyColumns');
    }
  });

  it('refuses a collection that unpacks to more than its limit, before unpacking it', () => {
    const huge = new Uint8Array(MAX_COLLECTION_BYTES + 1);
    expect(reasonOf(zipped({ 'collection.anki2': huge }))).toBe('collectionTooLarge');
  });

  it('does not unpack media it does not read', async () => {
    const file = zipped({
      'collection.anki2': await collectionOf([card('Independence')]),
      '0': new Uint8Array(MAX_COLLECTION_BYTES + 1),
    });
    expect(titlesOf(file)).toEqual(['Independence']);
  });
});
