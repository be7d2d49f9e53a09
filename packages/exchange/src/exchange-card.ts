/** A card as the exchange formats carry it: what a deck card is, without its id or notes. */
export interface ExchangeCard {
  year: number;
  title: string;
  description: string;
  category: string;
}

/** The formats a deck or a timeline can be exported to, with their files' types and extensions. */
export const EXPORT_FILES = {
  csv: { mediaType: 'text/csv; charset=utf-8', extension: 'csv' },
  apkg: { mediaType: 'application/octet-stream', extension: 'apkg' },
  timelinejs: { mediaType: 'application/json; charset=utf-8', extension: 'json' },
} as const;
export type ExportFormat = keyof typeof EXPORT_FILES;
