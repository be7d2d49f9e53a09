import Papa from 'papaparse';
import type { ExchangeCard } from './exchange-card';

export const CSV_HEADER = ['year', 'title', 'description', 'category'] as const;

/**
 * A spreadsheet runs a cell starting with =, +, -, @, a tab or a carriage return as a formula
 * (OWASP "CSV injection"): such a text cell is written with a leading apostrophe, which
 * spreadsheets hide and imports remove. Text starting with an apostrophe of its own gets one too,
 * so that removing it gives back exactly what was written.
 */
const GUARDED = /^[=+\-@\t\r']/;

export const guardFormula = (text: string) => (GUARDED.test(text) ? `'${text}` : text);

/** The text as it was before `guardFormula`, so an export imports back unchanged. */
export const unguardFormula = (text: string) =>
  text.startsWith("'") && GUARDED.test(text.slice(1)) ? text.slice(1) : text;

/**
 * A CSV file spreadsheets open cleanly: RFC 4180, every field quoted, CRLF line ends, UTF-8 with a
 * byte order mark so they read accents right. Text a person wrote goes through `guardFormula`.
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly string[][]): string {
  // Rows as plain arrays: given `fields`, Papa ends a file without rows with an extra newline.
  const csv = Papa.unparse([[...header], ...rows.map((row) => [...row])], {
    quotes: true,
    newline: '\r\n',
  });
  return `\uFEFF${csv}\r\n`;
}

export function cardsToCsv(cards: readonly ExchangeCard[]): string {
  const rows = cards.map((card) => [
    String(card.year),
    guardFormula(card.title),
    guardFormula(card.description),
    guardFormula(card.category),
  ]);
  return spreadsheetCsv(CSV_HEADER, rows);
}
