import { blankQuestion, isBlankAnswerCorrect, type FillBlankQuestion } from './fill-blank';
import { yearOptions } from './guess-year';
import { questionText, type EventText } from './question-text';
import type { QuizEvent } from './quiz-event';
import { shuffle, type Random } from './random';
import { eventAnswers, tallyResult, type EventAnswer, type QuizResult } from './quiz-result';
import { EMPTY_TALLY, tallyAnswer, type Tally } from './streak';
import { trueFalseItem, type TrueFalseItem } from './true-false';
import { cameFirst, pairText, type EventPair } from './which-first';

export const MASTER_QUESTIONS = 10;
export const MASTER_KINDS = ['guess-year', 'which-first', 'fill-blank', 'true-false'] as const;
export type MasterKind = (typeof MASTER_KINDS)[number];

export type MasterQuestion =
  | { kind: 'guess-year'; event: QuizEvent; shown: EventText; options: number[] }
  | { kind: 'which-first'; pair: EventPair; shown: readonly [EventText, EventText] }
  | { kind: 'fill-blank'; question: FillBlankQuestion }
  | { kind: 'true-false'; item: TrueFalseItem };

/** A year (guess-year), 0, 1 or -1 (which-first), typed text (fill-blank), true/false or null on timeout. */
export type MasterAnswer = number | string | boolean | null;

const pick = <T>(items: readonly T[], random: Random): T =>
  items[Math.floor(random() * items.length)]!;

function questionOf(kind: MasterKind, events: readonly QuizEvent[], random: Random) {
  const event = pick(events, random);
  switch (kind) {
    case 'guess-year':
      return {
        kind,
        event,
        shown: questionText(event),
        options: yearOptions(event, events, random),
      } as const;
    case 'which-first': {
      const [first, second] = shuffle(events, random);
      if (!second) return null;
      const pair: EventPair = [first!, second];
      return { kind, pair, shown: pairText(pair) } as const;
    }
    case 'fill-blank': {
      const question = blankQuestion(event, random);
      return question ? ({ kind, question } as const) : null;
    }
    case 'true-false':
      return { kind, item: trueFalseItem(event, random) } as const;
  }
}

/**
 * One question of a type drawn at random (SPEC.md §4). A type the events cannot serve (a single
 * event has no pair; a description may have no word to blank) gives way to a guess-the-year.
 */
export function masterQuestion(events: readonly QuizEvent[], random: Random): MasterQuestion {
  const kind = pick(MASTER_KINDS, random);
  return questionOf(kind, events, random) ?? questionOf('guess-year', events, random)!;
}

export function isMasterAnswerCorrect(question: MasterQuestion, answer: MasterAnswer): boolean {
  switch (question.kind) {
    case 'guess-year':
      return answer === question.event.year;
    case 'which-first':
      return typeof answer === 'number' && cameFirst(question.pair, answer);
    case 'fill-blank':
      return typeof answer === 'string' && isBlankAnswerCorrect(answer, question.question.answer);
    case 'true-false':
      return typeof answer === 'boolean' && answer === question.item.isTrue;
  }
}

/** The events a question asks about: one, or both of a which-first pair. */
export function questionEvents(question: MasterQuestion): readonly QuizEvent[] {
  switch (question.kind) {
    case 'guess-year':
      return [question.event];
    case 'which-first':
      return question.pair;
    case 'fill-blank':
      return [question.question.event];
    case 'true-false':
      return [question.item.event];
  }
}

export type MasterState =
  | { phase: 'empty' }
  | {
      phase: 'question' | 'answered';
      events: readonly QuizEvent[];
      question: MasterQuestion;
      /** 1-based number of the current question. */
      number: number;
      answer: MasterAnswer | undefined;
      correct: boolean;
      tally: Tally;
      answers: readonly EventAnswer[];
    }
  | { phase: 'finished'; tally: Tally; answers: readonly EventAnswer[] };

export function startMaster(events: readonly QuizEvent[], random: Random): MasterState {
  if (events.length === 0) return { phase: 'empty' };
  return {
    phase: 'question',
    events,
    question: masterQuestion(events, random),
    number: 1,
    answer: undefined,
    correct: false,
    tally: EMPTY_TALLY,
    answers: [],
  };
}

/** Every answer uses up one question; a correct one also scores. */
export function answerMaster(state: MasterState, answer: MasterAnswer): MasterState {
  if (state.phase !== 'question') return state;
  const correct = isMasterAnswerCorrect(state.question, answer);
  const asked = eventAnswers(state.number - 1, questionEvents(state.question), correct);
  return {
    ...state,
    phase: 'answered',
    answer,
    correct,
    tally: tallyAnswer(state.tally, correct),
    answers: [...state.answers, ...asked],
  };
}

export function nextMaster(state: MasterState, random: Random): MasterState {
  if (state.phase !== 'answered') return state;
  if (state.number >= MASTER_QUESTIONS) {
    return { phase: 'finished', tally: state.tally, answers: state.answers };
  }
  return {
    ...state,
    phase: 'question',
    question: masterQuestion(state.events, random),
    number: state.number + 1,
    answer: undefined,
    correct: false,
  };
}

/** Always out of 10: the game ends only when all ten questions are used. */
export function masterResult(state: MasterState): QuizResult | null {
  return state.phase === 'finished'
    ? tallyResult(state.tally, MASTER_QUESTIONS, state.answers)
    : null;
}
