import { unzipSync } from 'fflate';
import type { Database, SqlJsStatic, SqlValue } from 'sql.js';
import { htmlToText } from './html-text';
import {
  checkRowCount,
  checkWidth,
  isJsonObject,
  MAX_IMPORT_ROWS,
  member,
  numbered,
  paddedRow,
  UnreadableFile,
  widestRow,
  type ImportTable,
} from './import-table';

/**
 * The largest collection database read from a package, unpacked. A zip of a few megabytes can
 * unpack to gigabytes; a collection of a few thousand notes with their review history is far
 * smaller than this.
 */
export const MAX_COLLECTION_BYTES = 64 * 1024 * 1024;

/** Anki 2.1's collection, and the one of older versions (a placeholder in newer packages). */
const READABLE = ['collection.anki21', 'collection.anki2'];
/** Anki 2.1.50+'s collection, compressed with zstd, which this does not read. */
const COMPRESSED = 'collection.anki21b';

/** The package's collection databases, unpacked; media and anything else are never unpacked. */
function unpackCollections(file: Uint8Array) {
  const names = new Set<string>();
  const oversized = new Set<string>();
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(file, {
      filter: ({ name, originalSize }) => {
        names.add(name);
        const wanted = READABLE.includes(name);
        if (wanted && originalSize > MAX_COLLECTION_BYTES) oversized.add(name);
        return wanted && !oversized.has(name);
      },
    });
  } catch {
    throw new UnreadableFile('apkg');
  }
  return { names, oversized, unpacked };
}

/**
 * The collection to read: Anki 2.1's when the package holds it, else the older one, unless the
 * package holds Anki 2.1.50+'s compressed collection: its `collection.anki2` is then only a
 * placeholder note asking to update Anki, and the person must export again for older versions.
 */
function collectionOf(file: Uint8Array): Uint8Array {
  const { names, oversized, unpacked } = unpackCollections(file);
  const read = (name: string) => {
    if (oversized.has(name)) throw new UnreadableFile('collectionTooLarge');
    const collection = unpacked[name];
    if (!collection) throw new UnreadableFile('apkg');
    return collection;
  };
  if (names.has('collection.anki21')) return read('collection.anki21');
  if (names.has(COMPRESSED)) throw new UnreadableFile('apkgVersion');
  if (names.has('collection.anki2')) return read('collection.anki2');
  throw new UnreadableFile('apkg');
}

/** The names of a note type's fields in their order; unnamed ones have none. */
function fieldNames(database: Database, noteType: SqlValue): (string | undefined)[] {
  const [models] = database.exec('select models from col').at(0)?.values[0] ?? [];
  const fields = member(member(JSON.parse(String(models ?? '{}')), String(noteType)), 'flds');
  if (!Array.isArray(fields)) return [];
  return fields
    .filter(isJsonObject)
    .map((field) => ({ name: member(field, 'name'), ord: Number(member(field, 'ord')) }))
    .sort((a, b) => a.ord - b.ord)
    .map(({ name }) => (typeof name === 'string' ? name : undefined));
}

/**
 * A note's tags as a card's category. The export writes a category as one tag, its spaces as
 * underscores since Anki's tags cannot hold spaces: they are read back as spaces, and several
 * tags are joined with commas.
 */
const categoryOfTags = (tags: SqlValue) =>
  String(tags ?? '')
    .split(/\s+/)
    .filter((tag) => tag !== '')
    .map((tag) => tag.replace(/_/g, ' '))
    .join(', ');

/** The notes of the most used note type: their fields, then their tags, one row per note. */
function notesTable(database: Database): ImportTable {
  const [noteType] =
    database.exec('select mid from notes group by mid order by count(*) desc limit 1').at(0)
      ?.values[0] ?? [];
  if (noteType === undefined) throw new UnreadableFile('empty');
  // One note past the limit is enough to refuse the file: the rest is never read.
  const notes =
    database
      .exec('select flds, tags from notes where mid = ? order by id limit ?', [
        noteType,
        MAX_IMPORT_ROWS + 1,
      ])
      .at(0)?.values ?? [];
  checkRowCount(notes.length);
  const fields = notes.map(([flds]) => String(flds ?? '').split('\x1f'));
  const names = fieldNames(database, noteType);
  const width = Math.max(names.length, widestRow(fields));
  checkWidth(width + 1);
  return {
    columns: [...numbered(width).map((number, index) => names[index] ?? number), 'Tags'],
    rows: fields.map((row, index) => [
      ...paddedRow(row.map(htmlToText), width),
      categoryOfTags(notes[index]?.[1] ?? null),
    ]),
  };
}

/**
 * An Anki package: the notes of its most used note type, one row per note, its fields then its
 * tags as columns. Packages of Anki 2.1.50+ that hold only the newer compressed collection cannot
 * be read.
 */
export function apkgTable(file: Uint8Array, SQL: SqlJsStatic): ImportTable {
  const collection = collectionOf(file);
  let database: Database;
  try {
    database = new SQL.Database(collection);
  } catch {
    throw new UnreadableFile('apkg');
  }
  try {
    return notesTable(database);
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    // SQLite refuses a damaged database or one without Anki's tables, JSON a damaged note type.
    throw new UnreadableFile('apkg');
  } finally {
    database.close();
  }
}
