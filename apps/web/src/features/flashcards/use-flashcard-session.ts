import { useCallback, useState } from 'react';
import {
  flipCard,
  nextCard,
  restartFlashcards,
  startFlashcards,
  type FlashcardSession,
} from '@chronodeck/quiz';
import type { StudyCard } from '../../shared/decks/deck-choice';

interface DeckSession {
  /** The deck choice the session was started for. */
  deck: string;
  session: FlashcardSession<StudyCard>;
}

/** The flashcard state machine of `@chronodeck/quiz`, held in React state and shuffled by Math.random. */
export function useFlashcardSession() {
  const [state, setState] = useState<DeckSession | null>(null);
  const update = useCallback(
    (transition: (session: FlashcardSession<StudyCard>) => FlashcardSession<StudyCard>) =>
      setState((current) => current && { ...current, session: transition(current.session) }),
    [],
  );
  return {
    deck: state?.deck,
    session: state?.session,
    start: (deck: string, cards: StudyCard[]) =>
      setState({ deck, session: startFlashcards(cards, Math.random) }),
    flip: useCallback(() => update(flipCard), [update]),
    next: useCallback(() => update(nextCard), [update]),
    restart: useCallback(
      () => update((session) => restartFlashcards(session, Math.random)),
      [update],
    ),
  };
}
