import * as z from 'zod/mini';

/** Interface languages, in the order the language selector lists them. */
export const LANGUAGES = ['en', 'fr', 'pt', 'es', 'it'] as const;
export const DEFAULT_LANGUAGE = 'en';

export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

export function isLanguage(value: unknown): value is Language {
  return LanguageSchema.safeParse(value).success;
}
