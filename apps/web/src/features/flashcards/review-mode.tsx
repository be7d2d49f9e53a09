import { useEffect, useState } from 'react';
import { REVIEW_RATINGS } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';
import { dueText } from '../../shared/reviews/interval-text';
import type { ReviewBackend } from '../../shared/reviews/review-backend';
import { FlashcardCard } from './flashcard-card';
import { isControl, isTyping } from './key-targets';
import { RatingButtons } from './rating-buttons';
import { useReviewSession } from './use-review-session';

/** Space flips (unless a button has focus, which flips or presses itself); 1–4 rate a flipped card. */
function useReviewKeys(session: ReturnType<typeof useReviewSession>) {
  const { card, session: sitting, flip, rate, saving } = session;
  const flipped = sitting?.flipped ?? false;
  useEffect(() => {
    if (!card) return;
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === ' ' && !isControl(event.target)) {
        event.preventDefault();
        flip();
        return;
      }
      const rating = REVIEW_RATINGS[Number(event.key) - 1];
      if (rating && flipped && !saving) rate(rating);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [card, flipped, flip, rate, saving]);
}

function FinishedSitting({ session }: { session: ReturnType<typeof useReviewSession> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { after } = session;
  const reviewed = session.session?.reviewed ?? 0;
  return (
    <div className="flashcards__done">
      <p role="status">
        {reviewed > 0 ? t('reviews.finished', { count: reviewed }) : t('reviews.nothingDue')}
      </p>
      {after && after.cards.length > 0 ? (
        <button type="button" className="button" onClick={() => void session.restart()}>
          {t('reviews.reviewAgain', { count: after.cards.length })}
        </button>
      ) : null}
      {after && after.cards.length === 0 && after.nextDueAt ? (
        <p>
          {t('reviews.nextDue', { when: dueText(new Date(after.nextDueAt), new Date(), language) })}
        </p>
      ) : null}
      {after && after.newCardsWaiting > 0 ? (
        <p>{t('reviews.newCardsWaiting', { count: after.newCardsWaiting })}</p>
      ) : null}
    </div>
  );
}

/**
 * "Show the answer" and the rating buttons go away once used; the focus they held moves to the
 * card instead of falling back to the top of the page.
 */
function useFocusKeptOnCard(cardKey: string | undefined, flipped: boolean) {
  useEffect(() => {
    if (cardKey === undefined || document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>('.flashcards__session .flashcard')?.focus();
  }, [cardKey, flipped]);
}

function Sitting({ backend, deckId }: { backend: ReviewBackend; deckId: string | undefined }) {
  const { t } = useTranslation();
  const session = useReviewSession(backend, deckId);
  useReviewKeys(session);
  useFocusKeptOnCard(session.card?.key, session.session?.flipped ?? false);
  const { card, intervals } = session;
  if (session.failed) return <p className="notice notice--error">{t('reviews.loadFailed')}</p>;
  if (!session.session) return <p role="status">{t('flashcards.loadingDeck')}</p>;
  if (!card || !intervals) return <FinishedSitting session={session} />;
  const flipped = session.session.flipped;
  return (
    <div className="flashcards__session">
      <p className="flashcards__progress" aria-live="polite">
        {t('reviews.left', { count: session.session.queue.length })}
        {' · '}
        <span className="review__deck">{card.deck.title}</span>
      </p>
      <FlashcardCard card={card} flipped={flipped} onFlip={session.flip} />
      {flipped ? (
        <RatingButtons intervals={intervals} disabled={session.saving} onRate={session.rate} />
      ) : (
        <div className="flashcards__actions">
          <button type="button" className="button" onClick={session.flip}>
            {t('reviews.showAnswer')}
          </button>
        </div>
      )}
      {session.cardGone ? (
        <p className="notice" role="status">
          {t('reviews.cardGone')}
        </p>
      ) : null}
      {session.saveFailed ? (
        <p className="notice notice--error" role="alert">
          {t(session.dailyLimit ? 'reviews.dailyLimit' : 'reviews.saveFailed')}
        </p>
      ) : null}
      <p className="flashcards__keys">{t('reviews.keys')}</p>
    </div>
  );
}

/** Review mode: the due cards of every deck, or of one, scheduled by FSRS. */
export function ReviewMode({
  backend,
  initialDeck,
}: {
  backend: ReviewBackend;
  initialDeck: string | undefined;
}) {
  const { t } = useTranslation();
  const decks = backend.decks();
  const [deckId, setDeckId] = useState(
    initialDeck && decks.some((deck) => deck._id === initialDeck) ? initialDeck : '',
  );
  return (
    <>
      <div className="field">
        <label htmlFor="review-deck">{t('flashcards.deckLabel')}</label>
        <select id="review-deck" value={deckId} onChange={(event) => setDeckId(event.target.value)}>
          <option value="">{t('reviews.allDecks')}</option>
          {decks.map((deck) => (
            <option key={deck._id} value={deck._id}>
              {deck.className ? `${deck.title} (${deck.className})` : deck.title}
            </option>
          ))}
        </select>
      </div>
      <Sitting key={deckId} backend={backend} deckId={deckId || undefined} />
    </>
  );
}
