import { questionText } from './question-text';
import type { QuizEvent } from './quiz-event';
import { shuffle, type Random } from './random';
import { eventAnswers, tallyResult, type EventAnswer, type QuizResult } from './quiz-result';
import { EMPTY_TALLY, tallyAnswer, type Tally } from './streak';

export const TRUE_FALSE_ITEMS = 10;
export const TRUE_FALSE_OFFSET = 10;
export const TRUE_FALSE_SECONDS = 15;

export interface TrueFalseItem {
  event: QuizEvent;
  /** The title as the statement shows it: a year in it would settle true or false. */
  title: string;
  realYear: number;
  displayedYear: number;
  isTrue: boolean;
}

/** Half the statements are true; a false one shifts the year by 10, earlier or later (SPEC.md §5). */
export function trueFalseItem(event: QuizEvent, random: Random): TrueFalseItem {
  const isTrue = random() < 0.5;
  const shift = random() < 0.5 ? -TRUE_FALSE_OFFSET : TRUE_FALSE_OFFSET;
  // A shift onto year 0, which does not exist, goes the other way.
  const shifted = event.year + shift === 0 ? event.year - shift : event.year + shift;
  return {
    event,
    title: questionText(event).title,
    realYear: event.year,
    displayedYear: isTrue ? event.year : shifted,
    isTrue,
  };
}

export type TrueFalseState =
  | { phase: 'empty' }
  | {
      phase: 'question' | 'answered';
      items: TrueFalseItem[];
      index: number;
      /** The player's answer, or null when time ran out; undefined until answered. */
      given: boolean | null | undefined;
      tally: Tally;
      answers: readonly EventAnswer[];
    }
  | { phase: 'finished'; items: TrueFalseItem[]; tally: Tally; answers: readonly EventAnswer[] };

export function startTrueFalse(events: readonly QuizEvent[], random: Random): TrueFalseState {
  const items = shuffle(events, random)
    .slice(0, TRUE_FALSE_ITEMS)
    .map((event) => trueFalseItem(event, random));
  if (items.length === 0) return { phase: 'empty' };
  return { phase: 'question', items, index: 0, given: undefined, tally: EMPTY_TALLY, answers: [] };
}

/** true / false from the player, or null when the timer ran out (always wrong). */
export function answerTrueFalse(state: TrueFalseState, given: boolean | null): TrueFalseState {
  if (state.phase !== 'question') return state;
  const item = state.items[state.index]!;
  const correct = given !== null && given === item.isTrue;
  return {
    ...state,
    phase: 'answered',
    given,
    tally: tallyAnswer(state.tally, correct),
    answers: [...state.answers, ...eventAnswers(state.index, [item.event], correct)],
  };
}

export function nextTrueFalse(state: TrueFalseState): TrueFalseState {
  if (state.phase !== 'answered') return state;
  if (state.index + 1 >= state.items.length) {
    const { items, tally, answers } = state;
    return { phase: 'finished', items, tally, answers };
  }
  return { ...state, phase: 'question', index: state.index + 1, given: undefined };
}

export function trueFalseResult(state: TrueFalseState): QuizResult | null {
  return state.phase === 'finished'
    ? tallyResult(state.tally, state.items.length, state.answers)
    : null;
}
