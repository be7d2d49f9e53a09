import { useEffect, useMemo, useRef, useState } from 'react';
import type { QuizMode } from '@chronodeck/contract';
import type { Tally } from '@chronodeck/quiz';
import { useSession } from '../../shared/session/use-session';
import { useRecordQuizResult } from './quiz-results-api';

export interface FinishedGame {
  tally: Tally;
  total: number;
}

/**
 * Saves a signed-in player's game once, when it finishes; guests play without saving. `game` is
 * null while playing; each new finished object is a new game.
 */
export function useRecordFinishedGame(
  mode: QuizMode,
  deckTitle: string,
  game: FinishedGame | null,
): void {
  const { user } = useSession();
  const record = useRecordQuizResult();
  const recorded = useRef<FinishedGame | null>(null);
  const { mutate } = record;
  useEffect(() => {
    if (!user || !game || recorded.current === game) return;
    recorded.current = game;
    mutate({
      mode,
      deckTitle,
      score: game.tally.score,
      total: game.total,
      bestStreak: game.tally.bestStreak,
    });
  }, [user, game, mode, deckTitle, mutate]);
}

/**
 * A game's state with its result saved when it ends: the finished game is derived from the state,
 * so it changes identity only when a new game ends. `finishedOf` must be a stable function;
 * `restart` deals a new game with `start`.
 */
export function useQuizRound<State>(
  mode: QuizMode,
  deckTitle: string,
  start: () => State,
  finishedOf: (state: State) => FinishedGame | null,
) {
  const [state, advance] = useState(start);
  const finished = useMemo(() => finishedOf(state), [state, finishedOf]);
  useRecordFinishedGame(mode, deckTitle, finished);
  const restart = () => advance(start());
  return { state, advance, finished, restart };
}
