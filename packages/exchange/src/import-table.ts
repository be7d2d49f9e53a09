import { IMPORT_LIMITS } from '@chronodeck/contract';

/** What a file holds, before its columns are given meanings: named columns and rows of text. */
export interface ImportTable {
  columns: string[];
  rows: string[][];
}

/** Why a file cannot be read at all (as opposed to a row with a problem). */
export type UnreadableReason =
  | 'csv'
  | 'apkg'
  | 'apkgVersion'
  | 'timelinejs'
  | 'empty'
  | 'tooManyRows'
  | 'tooManyColumns'
  | 'collectionTooLarge';

export class UnreadableFile extends Error {
  constructor(readonly reason: UnreadableReason) {
    super(`unreadable file: ${reason}`);
    this.name = 'UnreadableFile';
  }
}

/** Rows one import may hold: a whole collection's worth, not a database's. */
export const MAX_IMPORT_ROWS = IMPORT_LIMITS.rows;
/** Columns one file may have: any mapping of a card's fields fits in them. */
export const MAX_IMPORT_COLUMNS = IMPORT_LIMITS.columns;

/**
 * Refuses a file by the number of rows it holds. Readers call it as soon as they know that number,
 * before doing anything per row: a file of hundreds of thousands of rows costs no more than that.
 */
export function checkRowCount(count: number): void {
  if (count === 0) throw new UnreadableFile('empty');
  if (count > MAX_IMPORT_ROWS) throw new UnreadableFile('tooManyRows');
}

/** Refuses a file wider than the limit, before its rows are padded to that width. */
export function checkWidth(width: number): number {
  if (width > MAX_IMPORT_COLUMNS) throw new UnreadableFile('tooManyColumns');
  return width;
}

/**
 * The length of the longest row. A loop, not `Math.max(...lengths)`: spreading an array into
 * arguments overflows the call stack past about a hundred thousand of them.
 */
export function widestRow(rows: readonly (readonly unknown[])[]): number {
  let widest = 0;
  for (const row of rows) widest = Math.max(widest, row.length);
  return widest;
}

/** The row ended with empty cells up to `width`. */
export const paddedRow = (row: readonly string[], width: number): string[] => [
  ...row,
  ...Array<string>(Math.max(width - row.length, 0)).fill(''),
];

/** Column names for a file that gives none: "1", "2", … */
export const numbered = (count: number) =>
  Array.from({ length: count }, (_, index) => `${index + 1}`);

type JsonObject = Record<string, unknown>;

/** A JSON object: not null, not a list. */
export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A member of a JSON object; undefined for a missing one or for a value that is no object. */
export const member = (value: unknown, key: string): unknown =>
  isJsonObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
