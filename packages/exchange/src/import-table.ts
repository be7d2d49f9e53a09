import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import type { SqlJsStatic } from 'sql.js';
import { unguardFormula } from './csv';
import { htmlToText } from './html-text';
import type { TimelineJsDocument } from './timelinejs';

/** What a file holds, before its columns are given meanings: named columns and rows of text. */
export interface ImportTable {
  columns: string[];
  rows: string[][];
}

/** Why a file cannot be read at all (as opposed to a row with a problem). */
export class UnreadableFile extends Error {
  constructor(
    readonly reason: 'csv' | 'apkg' | 'apkgVersion' | 'timelinejs' | 'empty' | 'tooManyRows',
  ) {
    super(`unreadable file: ${reason}`);
    this.name = 'UnreadableFile';
  }
}

/** Rows one import may hold: a whole collection's worth, not a database's. */
export const MAX_IMPORT_ROWS = 5_000;

const HEADER_WORDS =
  /^(year|date|title|event|headline|term|definition|description|text|category|group|tags|ano|título|titulo|descrição|descricao|categoria|année|annee|titre|catégorie|categorie|año|descripción|descripcion|categoría|anno|titolo|descrizione|data|evento|événement)$/i;

const bounded = (table: ImportTable): ImportTable => {
  if (table.rows.length === 0) throw new UnreadableFile('empty');
  if (table.rows.length > MAX_IMPORT_ROWS) throw new UnreadableFile('tooManyRows');
  return table;
};

const numbered = (count: number) => Array.from({ length: count }, (_, index) => `${index + 1}`);

/**
 * A CSV file as spreadsheets and Quizlet write it: comma, semicolon or tab between fields
 * (detected), quotes, a byte order mark, and a header row if it names its columns.
 */
export function csvTable(text: string): ImportTable {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw new UnreadableFile('csv');
  const cells = parsed.data.map((row) => row.map(unguardFormula));
  const [first = [], ...rest] = cells;
  const width = Math.max(...cells.map((row) => row.length), 0);
  const hasHeader = first.some((cell) => HEADER_WORDS.test(cell.trim()));
  const pad = (row: string[]) => [...row, ...Array<string>(width - row.length).fill('')];
  return bounded(
    hasHeader
      ? {
          columns: pad(first).map((cell, index) => cell.trim() || `${index + 1}`),
          rows: rest.map(pad),
        }
      : { columns: numbered(width), rows: cells.map(pad) },
  );
}

interface AnkiNoteType {
  flds: { name: string; ord: number }[];
}

/**
 * An Anki package: the notes of its most used note type, one row per note, its fields as columns.
 * Packages of Anki 2.1.50+ that hold only the newer compressed collection cannot be read.
 */
export function apkgTable(file: Uint8Array, SQL: SqlJsStatic): ImportTable {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(file);
  } catch {
    throw new UnreadableFile('apkg');
  }
  const collection = files['collection.anki21'] ?? files['collection.anki2'];
  if (!collection) throw new UnreadableFile(files['collection.anki21b'] ? 'apkgVersion' : 'apkg');
  let database;
  try {
    database = new SQL.Database(collection);
  } catch {
    throw new UnreadableFile('apkg');
  }
  try {
    const [models] = database.exec('select models from col').at(0)?.values[0] ?? [];
    const noteTypes = JSON.parse(String(models ?? '{}')) as Record<string, AnkiNoteType>;
    const [mostUsed] =
      database.exec('select mid from notes group by mid order by count(*) desc limit 1').at(0)
        ?.values[0] ?? [];
    if (mostUsed === undefined) throw new UnreadableFile('empty');
    const fields = [...(noteTypes[String(mostUsed)]?.flds ?? [])].sort((a, b) => a.ord - b.ord);
    const notes = database.exec('select flds from notes where mid = ? order by id', [mostUsed]);
    const rows = (notes.at(0)?.values ?? []).map(([flds]) =>
      String(flds).split('\x1f').map(htmlToText),
    );
    const width = Math.max(fields.length, ...rows.map((row) => row.length));
    return bounded({
      columns: numbered(width).map((number, index) => fields[index]?.name ?? number),
      rows: rows.map((row) => [...row, ...Array<string>(width - row.length).fill('')]),
    });
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile('apkg');
  } finally {
    database.close();
  }
}

export const TIMELINEJS_COLUMNS = ['year', 'title', 'description', 'category'];

/**
 * A TimelineJS3 JSON timeline: one row per event (its start year, headline, text, group); headline
 * and text are HTML, the group plain text.
 */
export function timelineJsTable(text: string): ImportTable {
  let document: Partial<TimelineJsDocument>;
  try {
    document = JSON.parse(text) as Partial<TimelineJsDocument>;
  } catch {
    throw new UnreadableFile('timelinejs');
  }
  if (!Array.isArray(document.events)) throw new UnreadableFile('timelinejs');
  const plain = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return bounded({
    columns: TIMELINEJS_COLUMNS,
    rows: document.events.map((event: Partial<TimelineJsDocument['events'][number]>) => [
      plain(event.start_date?.year),
      htmlToText(plain(event.text?.headline)),
      htmlToText(plain(event.text?.text)),
      plain(event.group),
    ]),
  });
}
