import { useTranslation } from '../../shared/i18n/i18n';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes';

const ACTIVITIES = [
  { to: ROUTES.eventBrowser, key: 'timeline' },
  { to: ROUTES.quiz, key: 'quiz' },
  { to: ROUTES.flashcards, key: 'flashcards' },
  { to: ROUTES.addEvent, key: 'addEvent' },
] as const;

/** The four student activities of SPEC.md §1: timeline, quiz, flashcards, add an event. */
export function ActivityLinks() {
  const { t } = useTranslation();
  return (
    <nav className="activities" aria-label={t('studentDashboard.activitiesLabel')}>
      {ACTIVITIES.map((activity) => (
        <Link key={activity.key} className="activity-card" to={activity.to}>
          {t(`studentHome.activities.${activity.key}`)}
        </Link>
      ))}
    </nav>
  );
}
