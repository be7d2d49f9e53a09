import type { QuizEvent } from './quiz-event';
import type { Tally } from './streak';

/** One event's part in one answered question: which event, and whether the answer was right. */
export interface EventAnswer {
  /**
   * The 0-based question the event was asked in. A question may ask about several events (a
   * which-first pair, the five events to order); it counts as right only when all of them are.
   */
  question: number;
  id: string;
  title: string;
  year: number;
  correct: boolean;
}

/**
 * How a finished game ended, the same shape for every engine; each engine's `xResult(state)`
 * returns it once the game is over and null while it is still being played.
 *
 * @example
 * const result = fillBlankResult(state);
 * if (result) save({ score: result.score, total: result.total, bestStreak: result.bestStreak });
 */
export interface QuizResult {
  score: number;
  total: number;
  bestStreak: number;
  answers: readonly EventAnswer[];
}

/** The answers one question adds: each of its events, all sharing the question's verdict. */
export function eventAnswers(
  question: number,
  events: readonly QuizEvent[],
  correct: boolean,
): EventAnswer[] {
  return events.map(({ id, title, year }) => ({ question, id, title, year, correct }));
}

/** A result whose score and best streak are the round's running tally. */
export function tallyResult(
  tally: Tally,
  total: number,
  answers: readonly EventAnswer[],
): QuizResult {
  return { score: tally.score, total, bestStreak: tally.bestStreak, answers };
}
