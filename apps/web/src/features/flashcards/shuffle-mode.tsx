import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { currentCard, flashcardProgress } from '@chronodeck/quiz';
import { DeckPicker } from '../../shared/decks/deck-picker';
import { FlashcardCard } from './flashcard-card';
import { isTyping } from './key-targets';
import type { DeckChoice } from '../../shared/decks/deck-choice';
import { useStudyDeck } from '../../shared/decks/use-study-deck';
import { useFlashcardSession } from './use-flashcard-session';

/** The → key moves to the next card, unless the student is using a form control. */
function useNextCardKey(active: boolean, next: () => void) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight' && !isTyping(event.target)) next();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, next]);
}

interface SessionProps {
  flashcards: ReturnType<typeof useFlashcardSession>;
  /** False while the chosen deck's cards are still loading. */
  started: boolean;
}

function Session({ flashcards, started }: SessionProps) {
  const { t } = useTranslation();
  const session = started ? flashcards.session : undefined;
  useNextCardKey(session?.status === 'studying', flashcards.next);
  if (!session) return <p role="status">{t('flashcards.loadingDeck')}</p>;
  if (session.status === 'empty') return <p className="empty-state">{t('flashcards.emptyDeck')}</p>;
  const progress = flashcardProgress(session);
  const card = currentCard(session);
  return (
    <div className="flashcards__session">
      <p className="flashcards__progress" aria-live="polite">
        {t('flashcards.progress', progress)}
      </p>
      {session.status === 'studying' && card ? (
        <>
          <FlashcardCard card={card} flipped={session.flipped} onFlip={flashcards.flip} />
          <div className="flashcards__actions">
            <button type="button" className="button" onClick={flashcards.next}>
              {t('flashcards.next')}
            </button>
          </div>
          <p className="flashcards__keys">{t('flashcards.keys')}</p>
        </>
      ) : (
        <div className="flashcards__done">
          <p role="status">{t('flashcards.completed')}</p>
          <button type="button" className="button" onClick={flashcards.restart}>
            {t('flashcards.restart')}
          </button>
        </div>
      )}
    </div>
  );
}

/** Shuffle mode: pick a deck, then see the year, recall the event, flip to check. */
export function ShuffleMode() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<DeckChoice | ''>('');
  const deck = useStudyDeck(choice);
  const flashcards = useFlashcardSession();
  const { cards } = deck;
  // A session starts when a deck is chosen and its cards are there; a live reload of the same
  // deck leaves it alone, so the student keeps their place.
  if (choice && cards && flashcards.deck !== choice) flashcards.start(choice, cards);

  return (
    <>
      <DeckPicker
        id="flashcard-deck"
        label={t('flashcards.deckLabel')}
        value={choice}
        onChange={setChoice}
        own={deck.own}
        shared={deck.shared}
      />
      {deck.decksFailed ? <p className="notice notice--error">{t('decks.loadFailed')}</p> : null}
      {deck.catalogueFailed ? (
        <p className="notice notice--error">{t('catalogue.loadFailed')}</p>
      ) : null}
      {!choice ? <p className="empty-state">{t('flashcards.noDeck')}</p> : null}
      {choice && cards === null ? (
        <p className="notice notice--error">{t('flashcards.deckGone')}</p>
      ) : null}
      {choice && cards !== null ? (
        <Session flashcards={flashcards} started={flashcards.deck === choice} />
      ) : null}
    </>
  );
}
