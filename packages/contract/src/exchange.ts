import * as z from 'zod/mini';

/** The formats decks and timelines export to: spreadsheets (Quizlet), Anki, TimelineJS. */
export const EXPORT_FORMATS = ['csv', 'apkg', 'timelinejs'] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormatName = z.infer<typeof ExportFormatSchema>;

export const ExportQuerySchema = z.object({ format: ExportFormatSchema });
