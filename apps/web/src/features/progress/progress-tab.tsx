import './progress.css';
import type { StudyStats } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';
import { useReviewBackend, useStudyStats } from '../../shared/reviews/use-reviews';
import { BarChart } from './bar-chart';
import { DueDecks } from './due-decks';

function StreakAndRetention({ stats }: { stats: StudyStats }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { reviews, recalled } = stats.retention;
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  return (
    <dl className="progress__figures">
      <div>
        <dt>{t('progress.streak')}</dt>
        <dd>
          <strong>{t('progress.days', { count: stats.streak.current })}</strong>
          <span>{t('progress.longestStreak', { count: stats.streak.longest })}</span>
        </dd>
      </div>
      <div>
        <dt>{t('progress.retention')}</dt>
        <dd>
          {reviews > 0 ? (
            <>
              <strong>{percent.format(recalled / reviews)}</strong>
              <span>{t('progress.retentionOf', { recalled, count: reviews })}</span>
            </>
          ) : (
            <span>{t('progress.noRetentionYet')}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

/** The dashboard's Progress tab: due cards per deck, streak, true retention and two plots. */
export default function ProgressTab() {
  const { t } = useTranslation();
  const { backend, failed } = useReviewBackend();
  const stats = useStudyStats(backend);
  if (failed || stats.isError)
    return <p className="notice notice--error">{t('progress.loadFailed')}</p>;
  if (!stats.data) return <p role="status">{t('common.loading')}</p>;
  return (
    <div className="progress">
      <DueDecks decks={stats.data.decks} />
      <StreakAndRetention stats={stats.data} />
      <div className="progress__charts">
        <BarChart
          title={t('progress.reviewsPerDay')}
          days={stats.data.reviewsPerDay}
          valueLabel={t('progress.reviews')}
        />
        <BarChart
          title={t('progress.forecast')}
          days={stats.data.forecast}
          valueLabel={t('progress.dueCards')}
        />
      </div>
    </div>
  );
}
