/** Interface languages, in the order the language selector lists them. */
export const LANGUAGES = ['en', 'fr', 'pt', 'es', 'it'] as const;
export const DEFAULT_LANGUAGE = 'en';

export type Language = (typeof LANGUAGES)[number];

/** A plain lookup, so the first page's code needs no validation library (see language-schema). */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
