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

/** RFC 4180 with CRLF line ends, UTF-8 with a byte order mark so spreadsheets read accents right. */
export function cardsToCsv(cards: readonly ExchangeCard[]): string {
  const rows = cards.map((card) => [
    String(card.year),
    guardFormula(card.title),
    guardFormula(card.description),
    guardFormula(card.category),
  ]);
  const csv = Papa.unparse(
    { fields: [...CSV_HEADER], data: rows },
    { quotes: true, newline: '\r\n' },
  );
  return `\uFEFF${csv}\r\n`;
}
