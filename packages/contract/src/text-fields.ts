import * as z from 'zod/mini';

/** Text a person must write: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number, message: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, `At most ${max} characters.`));

/** Text a person may leave out: trimmed, at most `max` characters, empty when missing. */
export const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`)), '');

/**
 * `.` and `..` are the "this folder" and "parent folder" path segments: a browser resolves them
 * before sending (even when written `%2E%2E`), so the request would reach another route.
 */
const DOT_SEGMENT = /^\.{1,2}$/;
/** A UTF-16 half with no partner: `encodeURIComponent` throws on it, so it has no URL form. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TITLE_NOT_IN_PATH_MESSAGE = 'This title cannot be used: please add a letter or digit.';

/** Whether a (trimmed) title survives as one URL path segment, `fillRoute` encoding it. */
export const travelsInPath = (title: string): boolean =>
  !DOT_SEGMENT.test(title) && !LONE_SURROGATE.test(title);

/**
 * A required title that also names its record in URLs (`/decks/:deckTitle/...`): refused when the
 * browser or `encodeURIComponent` would change it. Every other character round-trips encoded.
 */
export const pathTitle = (max: number, message: string) =>
  requiredText(max, message).check(
    z.refine(travelsInPath, { message: TITLE_NOT_IN_PATH_MESSAGE, abort: true }),
  );
