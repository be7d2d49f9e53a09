import { EVENT_INPUT_SCHEMAS } from '@chronodeck/contract';
import type { ExchangeCard } from './exchange-card';
import type { ImportTable } from './import-table';
import { yearFromText } from './year-text';

/** Which column holds each field of a card; description and category may have none. */
export interface ColumnMapping {
  year: number;
  title: number;
  description: number | null;
  category: number | null;
}

export const CARD_FIELDS = ['year', 'title', 'description', 'category'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** What is wrong with one field of a row, as a code the interface words in each language. */
export interface ImportProblem {
  field: CardField;
  kind: 'missing' | 'tooLong' | 'notAYear' | 'outOfRange';
}

/** One row of the file as it would be saved: its card, or the problems that keep it out. */
export interface ImportRow {
  /** 1-based, counting the rows after any header, as the preview shows them. */
  row: number;
  /** The row's text in the file, column by column, for the preview of a row with problems. */
  cells: string[];
  card: ExchangeCard | null;
  problems: ImportProblem[];
}

const NAMED: Record<CardField, RegExp> = {
  year: /^(year|date|start_date|ano|année|annee|año|anno|data)$/i,
  title: /^(title|event|headline|term|front|título|titulo|titre|titolo|evento|événement)$/i,
  description:
    /^(description|text|definition|back|descrição|descricao|descripción|descripcion|descrizione)$/i,
  category: /^(category|group|tags|categoria|catégorie|categorie|categoría)$/i,
};

/**
 * The column whose cells most often read as years (at least half of them), or null; the first of
 * equals. A loop, not `Math.max(...scores)`: spreading an array into arguments overflows the call
 * stack past about a hundred thousand of them.
 */
function yearColumn(table: ImportTable): number | null {
  let best = { column: -1, years: 0 };
  for (const [column] of table.columns.entries()) {
    const years = table.rows.filter((row) => yearFromText(row[column] ?? '') !== null).length;
    if (years > best.years) best = { column, years };
  }
  return best.column >= 0 && best.years * 2 >= table.rows.length ? best.column : null;
}

/**
 * The likely meaning of each column: by its name when the file names its columns (in English,
 * Portuguese, French, Spanish or Italian, or Anki's Front/Back), else the column of years and the
 * others in order: title, description, category.
 */
export function guessMapping(table: ImportTable): ColumnMapping {
  const named = (field: CardField) =>
    table.columns.findIndex((column) => NAMED[field].test(column.trim()));
  const taken = new Set<number>();
  const pick = (field: CardField, fallback: () => number | null): number | null => {
    const found = named(field);
    const column = found >= 0 ? found : fallback();
    if (column !== null && column >= 0 && !taken.has(column)) {
      taken.add(column);
      return column;
    }
    return null;
  };
  const nextFree = () => {
    const column = table.columns.findIndex((_, index) => !taken.has(index));
    return column >= 0 ? column : null;
  };
  const year = pick('year', () => yearColumn(table)) ?? 0;
  taken.add(year);
  const title = pick('title', nextFree) ?? (year === 0 ? 1 : 0);
  taken.add(title);
  return {
    year,
    title,
    description: pick('description', nextFree),
    category: pick('category', nextFree),
  };
}

const PROBLEM_KINDS: Record<string, ImportProblem['kind']> = {
  too_small: 'missing',
  too_big: 'tooLong',
};

/** A row checked with the same schema as a card typed by hand. */
function importRow(cells: readonly string[], mapping: ColumnMapping, row: number): ImportRow {
  const text = (column: number | null) => (column === null ? '' : (cells[column] ?? ''));
  const year = yearFromText(text(mapping.year));
  const draft = {
    title: text(mapping.title),
    year: year ?? 1,
    description: text(mapping.description),
    category: text(mapping.category),
  };
  const checked = EVENT_INPUT_SCHEMAS.deckCard.safeParse(draft);
  const problems: ImportProblem[] = year === null ? [{ field: 'year', kind: 'notAYear' }] : [];
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (field === 'year') {
        if (year !== null) problems.push({ field: 'year', kind: 'outOfRange' });
        continue;
      }
      if (!CARD_FIELDS.includes(field as CardField)) continue;
      problems.push({ field: field as CardField, kind: PROBLEM_KINDS[issue.code] ?? 'missing' });
    }
  }
  const kept = [...cells];
  if (problems.length > 0 || !checked.success) return { row, cells: kept, card: null, problems };
  const { title, description, category } = checked.data;
  return {
    row,
    cells: kept,
    card: { year: checked.data.year, title, description, category },
    problems,
  };
}

/** Every row of the table read with the mapping, each card or its problems. */
export function importRows(table: ImportTable, mapping: ColumnMapping): ImportRow[] {
  return table.rows.map((cells, index) => importRow(cells, mapping, index + 1));
}
