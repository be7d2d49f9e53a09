/** The running score line every quiz shows (SPEC.md §4). */
export interface Tally {
  score: number;
  streak: number;
  bestStreak: number;
}

export const EMPTY_TALLY: Tally = { score: 0, streak: 0, bestStreak: 0 };

/** Correct: score and streak +1, best streak raised when passed. Wrong or timeout: streak back to 0. */
export function tallyAnswer(tally: Tally, correct: boolean): Tally {
  if (!correct) return { ...tally, streak: 0 };
  const streak = tally.streak + 1;
  return { score: tally.score + 1, streak, bestStreak: Math.max(tally.bestStreak, streak) };
}
