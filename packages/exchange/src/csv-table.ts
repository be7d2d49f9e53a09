import Papa from 'papaparse';
import { unguardFormula } from './csv';
import {
  checkRowCount,
  checkWidth,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  numbered,
  paddedRow,
  UnreadableFile,
  widestRow,
  type ImportTable,
} from './import-table';

const HEADER_WORDS =
  /^(year|date|title|event|headline|term|definition|description|text|category|group|tags|ano|título|titulo|descrição|descricao|categoria|année|annee|titre|catégorie|categorie|año|descripción|descripcion|categoría|anno|titolo|descrizione|data|evento|événement)$/i;

/**
 * The rows of a CSV text that hold something. Parsing stops at a header and one row past the limit,
 * or at a row past the column limit: that is enough to refuse the file, and the rest of a file of
 * hundreds of thousands of rows is never parsed.
 */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let badQuotes = false;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      rows.push(result.data);
      badQuotes ||= result.errors.some((error) => error.type === 'Quotes');
      const pastLimits =
        rows.length > MAX_IMPORT_ROWS + 1 || result.data.length > MAX_IMPORT_COLUMNS;
      if (badQuotes || pastLimits) parser.abort();
    },
  });
  if (badQuotes) throw new UnreadableFile('csv');
  return rows;
}

/**
 * A CSV file as spreadsheets and Quizlet write it: comma, semicolon or tab between fields
 * (detected), quotes, a byte order mark, and a header row if it names its columns.
 */
export function csvTable(text: string): ImportTable {
  const cells = csvRows(text.replace(/^\uFEFF/, ''));
  const [first = [], ...rest] = cells;
  const hasHeader = first.some((cell) => HEADER_WORDS.test(cell.trim()));
  const rows = hasHeader ? rest : cells;
  // Width first: parsing stops at a row too wide, so the rows counted may be too few to tell.
  const width = checkWidth(widestRow(cells));
  checkRowCount(rows.length);
  const unguarded = (row: string[]) => row.map(unguardFormula);
  return {
    columns: hasHeader
      ? paddedRow(unguarded(first), width).map((cell, index) => cell.trim() || `${index + 1}`)
      : numbered(width),
    rows: rows.map((row) => paddedRow(unguarded(row), width)),
  };
}
