import type { ImportPreview, ImportRequest } from '@chronodeck/contract';
import {
  apkgTable,
  csvTable,
  guessMapping,
  importRows,
  MAX_IMPORT_ROWS,
  timelineJsTable,
  UnreadableFile,
  type ExchangeCard,
  type ImportTable,
} from '@chronodeck/exchange';
import { AppError } from '../../http/app-error';
import { sqlJs } from './sql-js';

const UNREADABLE: Record<UnreadableFile['reason'], string> = {
  csv: 'This CSV file cannot be read: check its quotes.',
  apkg: 'This file is not an Anki package (.apkg) that can be read.',
  apkgVersion:
    'This Anki package uses the newest format: export it again from Anki with "Support older Anki versions" ticked.',
  timelinejs: 'This file is not TimelineJS JSON (an object with an "events" list).',
  empty: 'This file holds no cards.',
  tooManyRows: `This file holds more than ${MAX_IMPORT_ROWS} rows: split it into smaller files.`,
};

async function tableOf(format: ImportRequest['format'], content: string): Promise<ImportTable> {
  try {
    if (format === 'csv') return csvTable(content);
    if (format === 'timelinejs') return timelineJsTable(content);
    return apkgTable(Buffer.from(content, 'base64'), await sqlJs());
  } catch (error) {
    if (error instanceof UnreadableFile) {
      throw new AppError(400, 'UNREADABLE_FILE', UNREADABLE[error.reason]);
    }
    throw error;
  }
}

/** Stores an import's cards in its deck (a student's or a class's), all or nothing. */
export type SaveImportedCards = (
  deckTitle: string,
  cards: readonly ExchangeCard[],
) => Promise<void>;

/**
 * Reads a file into a deck's cards: each row checked like a card typed by hand, a preview of
 * every row and its problems first, then saved all together (or without the rows with problems,
 * if the person chose so) and never in part.
 */
export async function importDeck(
  request: ImportRequest,
  saveCards: SaveImportedCards,
): Promise<ImportPreview> {
  const table = await tableOf(request.format, request.content);
  const mapping = request.mapping ?? guessMapping(table);
  const columns = [mapping.year, mapping.title, mapping.description, mapping.category];
  if (columns.some((column) => column !== null && column >= table.columns.length)) {
    throw new AppError(400, 'VALIDATION', 'The file has no such column.');
  }
  const rows = importRows(table, mapping);
  const preview = { columns: table.columns, mapping, rows, saved: 0 };
  if (!request.save) return preview;
  const cards = rows.flatMap((row) => (row.card ? [row.card] : []));
  if (cards.length < rows.length && !request.skipProblems) {
    throw new AppError(
      400,
      'IMPORT_HAS_PROBLEMS',
      'Some rows have problems: correct the file, or choose to leave those rows out.',
    );
  }
  if (cards.length === 0) throw new AppError(400, 'IMPORT_HAS_PROBLEMS', 'No row can be imported.');
  await saveCards(request.deckTitle, cards);
  return { ...preview, saved: cards.length };
}
