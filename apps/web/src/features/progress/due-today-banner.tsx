import './progress.css';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/i18n';
import { reviewDeckRoute } from '../../shared/routes';
import { useReviewBackend, useStudyStats } from '../../shared/reviews/use-reviews';

/**
 * "12 cards to review today — Review now", above every tab of the dashboard, once there is
 * anything due. The dashboard shows it only to someone who may have reviews (hasGuestReviews).
 */
export default function DueTodayBanner() {
  const { t } = useTranslation();
  const { backend } = useReviewBackend();
  const stats = useStudyStats(backend);
  const due = stats.data?.decks.reduce((sum, summary) => sum + summary.due, 0) ?? 0;
  if (due === 0) return null;
  return (
    <p className="notice due-today" role="status">
      <span>{t('progress.dueBanner', { count: due })}</span>
      <Link className="button button--small" to={reviewDeckRoute()}>
        {t('progress.reviewNow')}
      </Link>
    </p>
  );
}
