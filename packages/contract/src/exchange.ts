import * as z from 'zod/mini';
import { EVENT_LIMITS } from './dated-events';
import { pathTitle } from './text-fields';

/** The formats decks and timelines export to and import from: spreadsheets (Quizlet), Anki, TimelineJS. */
export const EXPORT_FORMATS = ['csv', 'apkg', 'timelinejs'] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormatName = z.infer<typeof ExportFormatSchema>;

export const ExportQuerySchema = z.object({ format: ExportFormatSchema });

export const IMPORT_LIMITS = {
  /** A file's size, in bytes (an Anki package of thousands of notes fits). */
  fileBytes: 5 * 1024 * 1024,
  /** Rows one import may hold: a whole collection's worth, not a database's. */
  rows: 5_000,
  /** Columns of a file: many more than a card's four fields need. */
  columns: 100,
} as const;

/**
 * The longest `content` of each format, in characters (UTF-16 code units, as `length` counts). A
 * text file's characters are never more than its bytes in UTF-8, so a file within
 * `IMPORT_LIMITS.fileBytes` always fits; an Anki package travels in base64, 4 characters for every
 * 3 bytes.
 */
export const MAX_CONTENT_CHARS = {
  csv: IMPORT_LIMITS.fileBytes,
  timelinejs: IMPORT_LIMITS.fileBytes,
  apkg: Math.ceil(IMPORT_LIMITS.fileBytes / 3) * 4,
} as const satisfies Record<ExportFormatName, number>;

const column = z.number().check(z.int(), z.gte(0), z.lt(IMPORT_LIMITS.columns));
/** Which column of the file is each field of a card. */
export const ColumnMappingSchema = z.object({
  year: column,
  title: column,
  description: z.nullable(column),
  category: z.nullable(column),
});

export const ImportRequestSchema = z.object({
  format: ExportFormatSchema,
  /**
   * The file: its text for CSV and TimelineJS, base64 for an Anki package. Its limit depends on the
   * format (MAX_CONTENT_CHARS), so the route checks it, with an error of its own.
   */
  content: z.string().check(z.minLength(1, 'Please choose a file.')),
  /** The deck the cards go into; created if the student has none of that title. */
  deckTitle: pathTitle(EVENT_LIMITS.deckTitle, 'Please enter a deck title.'),
  /** Absent: guessed from the column names, else from the values. */
  mapping: z.optional(ColumnMappingSchema),
  /** False for a preview that saves nothing. */
  save: z.boolean(),
  /** Save the rows without problems and leave the others out; without it, a problem saves nothing. */
  skipProblems: z.optional(z.boolean()),
});
export type ImportRequest = z.input<typeof ImportRequestSchema>;

const CARD_FIELDS = ['year', 'title', 'description', 'category'] as const;
export const ImportPreviewSchema = z.object({
  columns: z.array(z.string()),
  mapping: ColumnMappingSchema,
  rows: z.array(
    z.object({
      row: z.number(),
      /** The row's text in the file, column by column. */
      cells: z.array(z.string()),
      card: z.nullable(
        z.object({
          year: z.number(),
          title: z.string(),
          description: z.string(),
          category: z.string(),
        }),
      ),
      problems: z.array(
        z.object({
          field: z.enum(CARD_FIELDS),
          kind: z.enum(['missing', 'tooLong', 'notAYear', 'outOfRange']),
        }),
      ),
    }),
  ),
  /** Cards saved: 0 for a preview. */
  saved: z.number(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;
