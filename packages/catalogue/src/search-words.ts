/** Words too common to tell events apart. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'the',
  'to',
  'was',
  'were',
  'with',
  // The other interface languages' articles and particles, for queries and translated texts.
  'de',
  'da',
  'do',
  'dos',
  'das',
  'del',
  'della',
  'dei',
  'di',
  'du',
  'des',
  'el',
  'la',
  'las',
  'le',
  'les',
  'lo',
  'los',
  'il',
  'gli',
  'un',
  'une',
  'una',
  'uno',
  'y',
  'e',
  'et',
  'o',
  'em',
  'en',
  'no',
  'na',
  'nos',
  'nas',
  'au',
  'aux',
  'al',
]);

/** Lower case without accents, so "Getulio" finds "Getúlio"; stop words dropped. */
export function normaliseSearchTerm(term: string): string | null {
  const normalised = term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return normalised.length === 0 || STOP_WORDS.has(normalised) ? null : normalised;
}

/**
 * Distinct words of a query looked up, at most; the rest are ignored. No catalogue title has more
 * than eight, and each word costs up to a walk over the whole index, so a long query of many words
 * cannot cost more than this many walks.
 */
export const MAX_QUERY_WORDS = 12;

/** The words of a text as the index sees them: normalised, stop words dropped. */
export function searchWords(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => normaliseSearchTerm(word))
    .filter((word): word is string => word !== null);
}

/** The words a query is searched by: distinct, in the order typed, at most `MAX_QUERY_WORDS`. */
export function queryWords(query: string): string[] {
  return [...new Set(searchWords(query))].slice(0, MAX_QUERY_WORDS);
}
