import { questionText, type EventText } from './question-text';
import type { QuizEvent } from './quiz-event';
import { shuffle, type Random } from './random';
import { eventAnswers, tallyResult, type EventAnswer, type QuizResult } from './quiz-result';
import { EMPTY_TALLY, tallyAnswer, type Tally } from './streak';

export const WHICH_FIRST_EVENTS = 12;
export const WHICH_FIRST_SECONDS = 15;
/** The selection recorded when time runs out (SPEC.md §4). */
export const TIMED_OUT = -1;

export type EventPair = readonly [QuizEvent, QuizEvent];

/** True when the event at `choice` came first: a smaller or equal year, so a tie counts as first. */
export function cameFirst(pair: EventPair, choice: number): boolean {
  if (choice !== 0 && choice !== 1) return false;
  return pair[choice].year <= pair[1 - choice]!.year;
}

/** Both events as the question shows them: neither gives away its own year or the other's. */
export function pairText(pair: EventPair): readonly [EventText, EventText] {
  const years = [pair[0].year, pair[1].year];
  return [questionText(pair[0], years), questionText(pair[1], years)];
}

export type WhichFirstState =
  | { phase: 'empty' }
  | {
      phase: 'question' | 'answered';
      pairs: EventPair[];
      index: number;
      /** The current pair as shown. */
      shown: readonly [EventText, EventText];
      /** 0 or 1, or TIMED_OUT; null until answered. */
      selected: number | null;
      tally: Tally;
      answers: readonly EventAnswer[];
    }
  | { phase: 'finished'; pairs: EventPair[]; tally: Tally; answers: readonly EventAnswer[] };

/** Up to 12 shuffled events paired in order: up to 6 questions. */
export function startWhichFirst(events: readonly QuizEvent[], random: Random): WhichFirstState {
  const picked = shuffle(events, random).slice(0, WHICH_FIRST_EVENTS);
  const pairs: EventPair[] = [];
  for (let index = 0; index + 1 < picked.length; index += 2) {
    pairs.push([picked[index]!, picked[index + 1]!]);
  }
  if (pairs.length === 0) return { phase: 'empty' };
  return {
    phase: 'question',
    pairs,
    index: 0,
    shown: pairText(pairs[0]!),
    selected: null,
    tally: EMPTY_TALLY,
    answers: [],
  };
}

/** A click (0 or 1) or the timer running out (TIMED_OUT, always wrong). */
export function answerWhichFirst(state: WhichFirstState, choice: number): WhichFirstState {
  if (state.phase !== 'question') return state;
  const pair = state.pairs[state.index]!;
  const correct = cameFirst(pair, choice);
  return {
    ...state,
    phase: 'answered',
    selected: choice,
    tally: tallyAnswer(state.tally, correct),
    answers: [...state.answers, ...eventAnswers(state.index, pair, correct)],
  };
}

export function nextWhichFirst(state: WhichFirstState): WhichFirstState {
  if (state.phase !== 'answered') return state;
  if (state.index + 1 >= state.pairs.length) {
    const { pairs, tally, answers } = state;
    return { phase: 'finished', pairs, tally, answers };
  }
  const index = state.index + 1;
  return {
    ...state,
    phase: 'question',
    index,
    shown: pairText(state.pairs[index]!),
    selected: null,
  };
}

/** One question per pair; both events of a pair share its verdict. */
export function whichFirstResult(state: WhichFirstState): QuizResult | null {
  return state.phase === 'finished'
    ? tallyResult(state.tally, state.pairs.length, state.answers)
    : null;
}
