import './flashcards.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentCard, flashcardProgress } from '@chronodeck/quiz';
import { ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';
import { useCatalogueEvents } from '../catalogue/catalogue-api';
import { useDecks, useSharedDecks } from '../collections/decks-api';
import { useLiveDecks } from '../collections/use-live-decks';
import { DeckPicker } from './deck-picker';
import { FlashcardCard } from './flashcard-card';
import { cardsForChoice, type FlashcardDeckChoice } from './flashcard-decks';
import { useFlashcardSession } from './use-flashcard-session';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('input, select, textarea') !== null;

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

/** Flashcards (/flashcards): pick a deck, then see the year, recall the event, flip to check. */
export function FlashcardsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signedIn = user !== null;
  const own = useDecks(signedIn);
  const shared = useSharedDecks(signedIn);
  useLiveDecks(signedIn);
  const [choice, setChoice] = useState<FlashcardDeckChoice | ''>('');
  const catalogue = useCatalogueEvents(choice.startsWith('catalogue:'));
  const flashcards = useFlashcardSession();

  const cards = choice
    ? cardsForChoice(choice, { own: own.data, shared: shared.data, catalogue: catalogue.data })
    : undefined;
  // A session starts when a deck is chosen and its cards are there; a live reload of the same
  // deck leaves it alone, so the student keeps their place.
  if (choice && cards && flashcards.deck !== choice) flashcards.start(choice, cards);

  return (
    <section className="panel flashcards" aria-labelledby="flashcards-title">
      <h1 id="flashcards-title">{t('flashcards.title')}</h1>
      <p>{t('flashcards.intro')}</p>
      <DeckPicker
        value={choice}
        onChange={setChoice}
        own={own.data ?? []}
        shared={shared.data ?? []}
      />
      {own.isError || shared.isError ? (
        <p className="notice notice--error">{t('decks.loadFailed')}</p>
      ) : null}
      {catalogue.isError ? (
        <p className="notice notice--error">{t('catalogue.loadFailed')}</p>
      ) : null}
      {!choice ? <p className="empty-state">{t('flashcards.noDeck')}</p> : null}
      {choice && cards === null ? (
        <p className="notice notice--error">{t('flashcards.deckGone')}</p>
      ) : null}
      {choice && cards !== null ? (
        <Session flashcards={flashcards} started={flashcards.deck === choice} />
      ) : null}
      <Link to={ROUTES.studentDashboard}>{t('comingSoon.back')}</Link>
    </section>
  );
}
