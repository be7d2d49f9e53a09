import { useEffect, useMemo, useRef, useState } from 'react';
import type { QuizMode } from '@chronodeck/contract';
import type { QuizResult } from '@chronodeck/quiz';
import { useSession } from '../../shared/session/use-session';
import { useReviewBackend } from '../../shared/reviews/use-reviews';
import type { PlayedDeck } from './game-props';
import { useRecordQuizResult } from './quiz-results-api';

/**
 * Saves a signed-in player's game once, when it finishes, with its answers, which count as
 * reviews of the cards (right as "good", wrong as "again"). A guest's game is not saved, but its
 * answers feed the guest's memory in the browser. `result` is null while playing; each new result
 * object is a new game.
 */
function useSaveResult(mode: QuizMode, deck: PlayedDeck, result: QuizResult | null): void {
  const { title: deckTitle, classDeckId } = deck;
  const { user } = useSession();
  const { backend } = useReviewBackend();
  const { mutate } = useRecordQuizResult();
  const saved = useRef<QuizResult | null>(null);
  useEffect(() => {
    if (!result || saved.current === result) return;
    const answers = result.answers.map(({ id, correct }) => ({ cardId: id, correct }));
    if (!user) {
      if (!backend) return;
      saved.current = result;
      backend.keepGuestQuizAnswers(answers);
      return;
    }
    saved.current = result;
    const { score, total, bestStreak } = result;
    // A class deck's game is recorded with its class, for the teacher's results.
    mutate({
      userId: user._id,
      result: {
        mode,
        deckTitle,
        score,
        total,
        bestStreak,
        answers,
        ...(classDeckId ? { deckId: classDeckId } : {}),
      },
    });
  }, [user, backend, result, mode, deckTitle, classDeckId, mutate]);
}

/**
 * A game's state with its result saved when it ends. The result comes from the engine
 * (`resultOf`, e.g. fillBlankResult), derived from the state, so it changes identity only when a
 * new game ends; `resultOf` must be a stable function. `restart` deals a new game with `start`.
 */
export function useQuizRound<State>(
  mode: QuizMode,
  deck: PlayedDeck,
  start: () => State,
  resultOf: (state: State) => QuizResult | null,
) {
  const [state, advance] = useState(start);
  const result = useMemo(() => resultOf(state), [state, resultOf]);
  useSaveResult(mode, deck, result);
  const restart = () => advance(start());
  return { state, advance, result, restart };
}
