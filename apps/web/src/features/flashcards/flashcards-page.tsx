import './flashcards.css';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/i18n';
import { ROUTES } from '../../shared/routes';
import { useReviewBackend } from '../../shared/reviews/use-reviews';
import { ModeTabs } from './mode-tabs';
import { FLASHCARD_DECK_PARAM, useFlashcardsMode } from './flashcards-mode';
import { ReviewMode } from './review-mode';
import { ShuffleMode } from './shuffle-mode';

function ReviewPanel() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { backend, failed } = useReviewBackend();
  if (failed) return <p className="notice notice--error">{t('reviews.loadFailed')}</p>;
  if (!backend) return <p role="status">{t('flashcards.loadingDeck')}</p>;
  return (
    <ReviewMode backend={backend} initialDeck={params.get(FLASHCARD_DECK_PARAM) ?? undefined} />
  );
}

/**
 * Flashcards (/flashcards): Review brings back the cards due today, scheduled by FSRS; Shuffle goes
 * through one deck in random order.
 */
export function FlashcardsPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useFlashcardsMode();
  return (
    <section className="panel flashcards" aria-labelledby="flashcards-title">
      <h1 id="flashcards-title">{t('flashcards.title')}</h1>
      <ModeTabs mode={mode} onSelect={setMode} />
      <div id="flashcards-panel" role="tabpanel" aria-labelledby={`flashcards-mode-${mode}`}>
        <p>{t(mode === 'review' ? 'reviews.intro' : 'flashcards.intro')}</p>
        {mode === 'review' ? <ReviewPanel /> : <ShuffleMode />}
      </div>
      <Link to={ROUTES.studentDashboard}>{t('common.backToDashboard')}</Link>
    </section>
  );
}
