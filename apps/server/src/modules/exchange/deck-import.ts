import {
  IMPORT_LIMITS,
  MAX_CONTENT_CHARS,
  type ErrorCode,
  type ImportPreview,
  type ImportRequest,
} from '@chronodeck/contract';
import {
  apkgTable,
  csvTable,
  guessMapping,
  importRows,
  MAX_COLLECTION_BYTES,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  timelineJsTable,
  UnreadableFile,
  type ExchangeCard,
  type ImportTable,
  type UnreadableReason,
} from '@chronodeck/exchange';
import { AppError } from '../../http/app-error';
import { unstorableTextMessage } from '../../http/storable-text';
import { sqlJs } from './sql-js';

const MEGABYTES = 1024 * 1024;

/** A refusal the web app words by its code, in each language; `message` is the API's English. */
interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
}

const unreadable = (message: string): Refusal => ({
  status: 400,
  code: 'UNREADABLE_FILE',
  message,
});
const tooLarge = (message: string): Refusal => ({ status: 413, code: 'FILE_TOO_LARGE', message });

const TOO_LARGE = tooLarge(
  `This file is larger than ${IMPORT_LIMITS.fileBytes / MEGABYTES} MB: split it into smaller files.`,
);

const REFUSALS: Record<UnreadableReason, Refusal> = {
  csv: unreadable('This CSV file cannot be read: check its quotes.'),
  apkg: unreadable('This file is not an Anki package (.apkg) that can be read.'),
  apkgVersion: {
    status: 400,
    code: 'ANKI_PACKAGE_TOO_NEW',
    message:
      'This Anki package uses the newest format: export it again from Anki with "Support older Anki versions" ticked.',
  },
  timelinejs: unreadable(
    'This file is not TimelineJS JSON (an object with an "events" list of objects).',
  ),
  empty: unreadable('This file holds no cards.'),
  tooManyRows: tooLarge(
    `This file holds more than ${MAX_IMPORT_ROWS} rows: split it into smaller files.`,
  ),
  tooManyColumns: tooLarge(
    `This file holds more than ${MAX_IMPORT_COLUMNS} columns: remove those the cards do not need.`,
  ),
  collectionTooLarge: tooLarge(
    `This Anki package's collection unpacks to more than ${MAX_COLLECTION_BYTES / MEGABYTES} MB: export fewer notes, without their scheduling information.`,
  ),
};

const refused = ({ status, code, message }: Refusal) => new AppError(status, code, message);

/**
 * Refuses a file past the size limit before reading a byte of it: 5 MB of characters for text,
 * the base64 of 5 MB for an Anki package.
 */
function checkSize({ format, content }: ImportRequest): void {
  if (content.length > MAX_CONTENT_CHARS[format]) throw refused(TOO_LARGE);
}

/** An Anki package's bytes: base64 rounds up to 3 bytes, so their number is checked again. */
function apkgBytes(content: string): Buffer {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > IMPORT_LIMITS.fileBytes) throw refused(TOO_LARGE);
  return bytes;
}

async function tableOf(format: ImportRequest['format'], content: string): Promise<ImportTable> {
  try {
    if (format === 'csv') return csvTable(content);
    if (format === 'timelinejs') return timelineJsTable(content);
    return apkgTable(apkgBytes(content), await sqlJs());
  } catch (error) {
    if (error instanceof UnreadableFile) throw refused(REFUSALS[error.reason]);
    throw error;
  }
}

/**
 * Refuses a file holding text no card could store (NUL, an unpaired surrogate), as a card typed
 * with it is refused: JSON escapes and Anki's databases carry what a request body cannot.
 */
function checkStorable(table: ImportTable): void {
  const inColumns = unstorableTextMessage(table.columns);
  if (inColumns) throw new AppError(400, 'VALIDATION', `Column names: ${inColumns}`);
  for (const [index, row] of table.rows.entries()) {
    const inRow = unstorableTextMessage(row);
    if (inRow) throw new AppError(400, 'VALIDATION', `Row ${index + 1}: ${inRow}`);
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
  checkSize(request);
  const table = await tableOf(request.format, request.content);
  checkStorable(table);
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
