import { subjectNamesOf, type Subject } from './catalogue-file';
import { placeAliases } from './place-aliases';
import { queryWords, searchWords } from './search-words';

/** A subject a query names, and whether the query says more than the subject's name. */
export interface SubjectMatch {
  subject: Subject;
  /** The query names the subject among other words ("Cold War in Asia"): only some of its events fit. */
  narrower: boolean;
}

const singular = (word: string) => (word.length >= 4 ? word.replace(/s$/, '') : word);

/**
 * A typed word naming a name's word: the same word, a people's adjective for its country, or,
 * when `plurals` holds, its plural or singular ("Punic War" for the Punic Wars).
 */
function sameWord(typed: string, named: string, plurals: boolean): boolean {
  return (
    typed === named ||
    placeAliases(typed).includes(named) ||
    (plurals && singular(typed) === singular(named))
  );
}

/** A hyphenated name as written and as one word: "Brasil pré-colonial", "Brasil precolonial". */
const withHyphensJoined = (name: string) =>
  name.includes('-') ? [name, name.replaceAll('-', '')] : [name];

const covers = (words: readonly string[], others: readonly string[], plurals: boolean) =>
  others.every((other) => words.some((word) => sameWord(word, other, plurals)));

/**
 * Finds the subjects a query names in any of the five languages. A query naming a subject exactly
 * ("Guerra Fria", "the Cold War") beats one naming it among other words; among those, the longest
 * name wins, so "Holy Roman Empire" means the Holy Roman Empire, not the Roman Empire.
 */
export function createSubjectFinder(
  subjects: readonly Subject[],
): (query: string) => SubjectMatch[] {
  const names = subjects.flatMap((subject) =>
    [...new Set(subjectNamesOf(subject).flatMap(withHyphensJoined))]
      .map((name) => ({ subject, words: [...new Set(searchWords(name))] }))
      .filter((name) => name.words.length > 0),
  );
  // Each name under the singular of each of its words: a query only checks the names sharing a word with it.
  const namesByWord = new Map<string, (typeof names)[number][]>();
  for (const name of names) {
    for (const word of new Set(name.words.map(singular))) {
      namesByWord.set(word, [...(namesByWord.get(word) ?? []), name]);
    }
  }
  const candidates = (words: readonly string[]) =>
    new Set(
      words
        .flatMap((word) => [word, ...placeAliases(word)])
        .flatMap((word) => namesByWord.get(singular(word)) ?? []),
    );
  return (query) => {
    const words = queryWords(query);
    const best = new Map<Subject, { rank: number; narrower: boolean }>();
    for (const name of candidates(words)) {
      // Plurals only where the query is the whole name: "Francisco Franco" does not name the Franks
      // ("Francos") among other words.
      const exact = covers(words, name.words, true) && covers(name.words, words, true);
      const narrower = !exact && covers(words, name.words, false);
      if (!exact && !narrower) continue;
      const rank = (narrower ? 0 : 1000) + name.words.length;
      if ((best.get(name.subject)?.rank ?? -1) < rank) best.set(name.subject, { rank, narrower });
    }
    const top = Math.max(...[...best.values()].map((match) => match.rank));
    return [...best]
      .filter(([, match]) => match.rank === top)
      .map(([subject, { narrower }]) => ({ subject, narrower }));
  };
}
