import { questionText, type EventText } from './question-text';
import type { QuizEvent } from './quiz-event';
import { shuffle, type Random } from './random';
import { eventAnswers, tallyResult, type EventAnswer, type QuizResult } from './quiz-result';
import { EMPTY_TALLY, tallyAnswer, type Tally } from './streak';

export const GUESS_YEAR_OPTIONS = 4;
/** Fallback distractors come from this range when the deck has too few distinct years (SPEC.md §9). */
export const FALLBACK_YEAR_RANGE = { min: 1000, max: 1999 } as const;

/**
 * The correct year and three distractors: other events' distinct years first, then random years
 * from 1000–1999, never repeating a year or the correct one; in random order.
 */
export function yearOptions(
  event: QuizEvent,
  events: readonly QuizEvent[],
  random: Random,
): number[] {
  const otherYears = [...new Set(events.map((other) => other.year))].filter(
    (year) => year !== event.year,
  );
  const distractors = shuffle(otherYears, random).slice(0, GUESS_YEAR_OPTIONS - 1);
  const span = FALLBACK_YEAR_RANGE.max - FALLBACK_YEAR_RANGE.min + 1;
  while (distractors.length < GUESS_YEAR_OPTIONS - 1) {
    const year = FALLBACK_YEAR_RANGE.min + Math.floor(random() * span);
    if (year !== event.year && !distractors.includes(year)) distractors.push(year);
  }
  return shuffle([event.year, ...distractors], random);
}

export type GuessYearState =
  | { phase: 'empty' }
  | {
      phase: 'question' | 'answered';
      events: readonly QuizEvent[];
      index: number;
      /** The current event's title and description, its years hidden. */
      shown: EventText;
      options: number[];
      /** The year picked, once answered. */
      selected: number | null;
      tally: Tally;
      /** One per question answered so far, in order. */
      answers: readonly EventAnswer[];
    }
  | { phase: 'finished'; tally: Tally; answers: readonly EventAnswer[] };

function askAt(
  events: readonly QuizEvent[],
  index: number,
  record: { tally: Tally; answers: readonly EventAnswer[] },
  random: Random,
): GuessYearState {
  const event = events[index];
  if (!event) return { phase: 'empty' };
  return {
    phase: 'question',
    events,
    index,
    shown: questionText(event),
    options: yearOptions(event, events, random),
    selected: null,
    ...record,
  };
}

/** Loading events shuffles them and resets everything (SPEC.md §4). */
export function startGuessYear(events: readonly QuizEvent[], random: Random): GuessYearState {
  return askAt(shuffle(events, random), 0, { tally: EMPTY_TALLY, answers: [] }, random);
}

/** Answering locks the options. */
export function answerGuessYear(state: GuessYearState, year: number): GuessYearState {
  if (state.phase !== 'question') return state;
  const event = state.events[state.index]!;
  const correct = event.year === year;
  return {
    ...state,
    phase: 'answered',
    selected: year,
    tally: tallyAnswer(state.tally, correct),
    answers: [...state.answers, ...eventAnswers(state.answers.length, [event], correct)],
  };
}

/**
 * The longest round: the game wraps forever (SPEC.md §4), but a saved result holds at most this
 * many questions (the contract's limit on `total`), so the round ends there instead of being lost.
 */
export const GUESS_YEAR_MAX_QUESTIONS = 100;

/** Next wraps to the first event after the last; the score carries on, up to the longest round. */
export function nextGuessYear(state: GuessYearState, random: Random): GuessYearState {
  if (state.phase !== 'answered') return state;
  const { tally, answers } = state;
  if (answers.length >= GUESS_YEAR_MAX_QUESTIONS) return { phase: 'finished', tally, answers };
  return askAt(state.events, (state.index + 1) % state.events.length, { tally, answers }, random);
}

/**
 * The player ends the round when they like (it never runs out); a question left unanswered does
 * not count. Ending before any answer changes nothing: there is no game to keep.
 */
export function endGuessYear(state: GuessYearState): GuessYearState {
  if (state.phase === 'empty' || state.phase === 'finished' || state.answers.length === 0) {
    return state;
  }
  return { phase: 'finished', tally: state.tally, answers: state.answers };
}

/** Scored over the questions answered. */
export function guessYearResult(state: GuessYearState): QuizResult | null {
  return state.phase === 'finished'
    ? tallyResult(state.tally, state.answers.length, state.answers)
    : null;
}

export const currentGuessEvent = (state: GuessYearState): QuizEvent | undefined =>
  state.phase === 'question' || state.phase === 'answered' ? state.events[state.index] : undefined;
