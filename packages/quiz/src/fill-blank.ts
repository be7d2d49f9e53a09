import { hideWord } from './question-text';
import type { QuizEvent } from './quiz-event';
import { shuffle, type Random } from './random';
import { eventAnswers, tallyResult, type EventAnswer, type QuizResult } from './quiz-result';
import { EMPTY_TALLY, tallyAnswer, type Tally } from './streak';

export const FILL_BLANK_QUESTIONS = 10;
export const BLANK_MARKER = '_____';
/** Capitalised words never blanked (SPEC.md §5). */
export const BLANK_STOP_WORDS = ['The', 'And', 'From', 'Into', 'Upon', 'Were', 'With', 'Over'];

/** A word's letters only, so "Bastille," and "(Paris)" count as Bastille and Paris. */
const lettersOf = (word: string) => word.replace(/[^\p{L}]/gu, '');

/**
 * Which words may be blanked: capitalised words longer than 4 letters that are not stop words;
 * when there are none, any word longer than 3 characters. Returns their positions in `words`.
 */
export function blankCandidates(words: readonly string[]): number[] {
  const capitalised = words.flatMap((word, index) => {
    const letters = lettersOf(word);
    return letters.length > 4 && /^\p{Lu}/u.test(letters) && !BLANK_STOP_WORDS.includes(letters)
      ? [index]
      : [];
  });
  if (capitalised.length > 0) return capitalised;
  return words.flatMap((word, index) => (lettersOf(word).length > 3 ? [index] : []));
}

/** Trim, lower case and drop everything but letters (accented letters are letters). */
export function normaliseAnswer(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');
}

export function isBlankAnswerCorrect(input: string, expected: string): boolean {
  const given = normaliseAnswer(input);
  return given.length > 0 && given === normaliseAnswer(expected);
}

export interface FillBlankQuestion {
  event: QuizEvent;
  /** The title as shown: the blanked word hidden in it too, should it hold it. */
  title: string;
  year: number;
  /**
   * The description with the blanked word replaced by the marker, and hidden wherever else it
   * stands, so the text never answers its own question.
   */
  description: string;
  fullDescription: string;
  /** The blanked word as written, without surrounding punctuation. */
  answer: string;
}

/** A word without the punctuation around it: "(Lisbon)," is Lisbon. */
const coreOf = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * A question from one event, or null when its description has no word to blank. A word the
 * title also holds is blanked only when there is no other, as hiding it there too makes the
 * title harder to read.
 */
export function blankQuestion(event: QuizEvent, random: Random): FillBlankQuestion | null {
  const words = event.description.split(/\s+/).filter((word) => word.length > 0);
  const candidates = blankCandidates(words);
  const notInTitle = candidates.filter(
    (position) => hideWord(event.title, coreOf(words[position]!)) === event.title,
  );
  const pool = notInTitle.length > 0 ? notInTitle : candidates;
  if (pool.length === 0) return null;
  const position = pool[Math.floor(random() * pool.length)]!;
  const core = coreOf(words[position]!);
  const blanked = words.map((other, index) =>
    index === position ? other.replace(core, BLANK_MARKER) : hideWord(other, core),
  );
  return {
    event,
    title: hideWord(event.title, core),
    year: event.year,
    description: blanked.join(' '),
    fullDescription: event.description,
    answer: core,
  };
}

export type FillBlankState =
  | { phase: 'empty' }
  | {
      phase: 'question' | 'answered';
      questions: FillBlankQuestion[];
      index: number;
      /** What the player typed, once answered. */
      given: string;
      correct: boolean;
      tally: Tally;
      answers: readonly EventAnswer[];
    }
  | {
      phase: 'finished';
      questions: FillBlankQuestion[];
      tally: Tally;
      answers: readonly EventAnswer[];
    };

/** Up to 10 questions from the events, shuffled (Play again calls this again). */
export function startFillBlank(events: readonly QuizEvent[], random: Random): FillBlankState {
  const questions = shuffle(events, random)
    .map((event) => blankQuestion(event, random))
    .filter((question): question is FillBlankQuestion => question !== null)
    .slice(0, FILL_BLANK_QUESTIONS);
  if (questions.length === 0) return { phase: 'empty' };
  return {
    phase: 'question',
    questions,
    index: 0,
    given: '',
    correct: false,
    tally: EMPTY_TALLY,
    answers: [],
  };
}

export function answerFillBlank(state: FillBlankState, input: string): FillBlankState {
  if (state.phase !== 'question') return state;
  const question = state.questions[state.index]!;
  const correct = isBlankAnswerCorrect(input, question.answer);
  return {
    ...state,
    phase: 'answered',
    given: input,
    correct,
    tally: tallyAnswer(state.tally, correct),
    answers: [...state.answers, ...eventAnswers(state.index, [question.event], correct)],
  };
}

export function nextFillBlank(state: FillBlankState): FillBlankState {
  if (state.phase !== 'answered') return state;
  if (state.index + 1 >= state.questions.length) {
    const { questions, tally, answers } = state;
    return { phase: 'finished', questions, tally, answers };
  }
  return { ...state, phase: 'question', index: state.index + 1, given: '', correct: false };
}

export function fillBlankResult(state: FillBlankState): QuizResult | null {
  return state.phase === 'finished'
    ? tallyResult(state.tally, state.questions.length, state.answers)
    : null;
}
