import './progress.css';
import type { DayCount, DayRetention, StudyStats } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';
import { useReviewBackend, useStudyStats } from '../../shared/reviews/use-reviews';
import { BarChart, type DayBar } from './bar-chart';
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

function CountChart({
  title,
  days,
  valueLabel,
}: {
  title: string;
  days: readonly DayCount[];
  valueLabel: string;
}) {
  const { t } = useTranslation();
  const peak = Math.max(1, ...days.map((day) => day.count));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const bars = days.map((day) => ({ date: day.date, value: day.count, shown: String(day.count) }));
  return (
    <BarChart
      title={title}
      bars={bars}
      valueLabel={valueLabel}
      summary={t('progress.chartSummary', { total, peak })}
      peak={peak}
      peakLabel={String(peak)}
    />
  );
}

/** True retention day by day, on a scale to 100%; a day without reviews of learned cards has no bar. */
function RetentionChart({ stats }: { stats: StudyStats }) {
  const { t } = useTranslation();
  const percent = new Intl.NumberFormat(useLanguage(), { style: 'percent' });
  const bar = (day: DayRetention): DayBar =>
    day.reviews === 0
      ? { date: day.date, value: 0, shown: t('progress.noReviewsThatDay') }
      : {
          date: day.date,
          value: day.recalled / day.reviews,
          shown: t('progress.retentionThatDay', {
            percent: percent.format(day.recalled / day.reviews),
            recalled: day.recalled,
            count: day.reviews,
          }),
        };
  const { reviews, recalled } = stats.retention;
  return (
    <BarChart
      title={t('progress.retentionPerDay')}
      bars={stats.retentionPerDay.map(bar)}
      valueLabel={t('progress.retentionColumn')}
      summary={
        reviews > 0
          ? t('progress.retentionOf', { recalled, count: reviews })
          : t('progress.noRetentionYet')
      }
      peak={1}
      peakLabel={percent.format(1)}
    />
  );
}

/** The dashboard's Progress tab: due cards per deck, streak, true retention and three plots. */
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
        <CountChart
          title={t('progress.reviewsPerDay')}
          days={stats.data.reviewsPerDay}
          valueLabel={t('progress.reviews')}
        />
        <CountChart
          title={t('progress.forecast')}
          days={stats.data.forecast}
          valueLabel={t('progress.dueCards')}
        />
        <RetentionChart stats={stats.data} />
      </div>
    </div>
  );
}
