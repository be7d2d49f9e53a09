import * as z from 'zod/mini';

/** Text a person must write: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number, message: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, `At most ${max} characters.`));

/** Text a person may leave out: trimmed, at most `max` characters, empty when missing. */
export const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`)), '');
