import * as z from 'zod/mini';
import { LANGUAGES } from './languages';

/** Kept apart from languages.ts, whose plain constants the first page reads without zod. */
export const LanguageSchema = z.enum(LANGUAGES);
