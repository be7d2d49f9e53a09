import { expect } from 'vitest';
import type { EventAnswer, QuizResult } from './quiz-result';

/** Each question's verdict, in order: right only when every event asked in it was. */
export function questionVerdicts(answers: readonly EventAnswer[]): boolean[] {
  const verdicts = new Map<number, boolean>();
  for (const answer of answers) {
    verdicts.set(answer.question, (verdicts.get(answer.question) ?? true) && answer.correct);
  }
  return [...verdicts.entries()].sort(([a], [b]) => a - b).map(([, right]) => right);
}

function longestRun(verdicts: readonly boolean[]): number {
  let run = 0;
  let longest = 0;
  for (const right of verdicts) {
    run = right ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * What every engine's result must agree with: its own answers. An inverted or miscounted score
 * fails here whatever the engine.
 */
export function expectResultMatchesAnswers(result: QuizResult): void {
  const verdicts = questionVerdicts(result.answers);
  expect(verdicts).toHaveLength(result.total);
  expect(result.score).toBe(verdicts.filter(Boolean).length);
  expect(result.bestStreak).toBe(longestRun(verdicts));
  expect(result.score).toBeLessThanOrEqual(result.total);
  expect(result.bestStreak).toBeLessThanOrEqual(result.total);
}
