import { useTranslation } from '../../shared/i18n/i18n';
import type { Tally } from '@chronodeck/quiz';

/** "Score 3 · Streak 2 · Best 3", announced politely as it changes. */
export function ScoreLine({ tally }: { tally: Tally }) {
  const { t } = useTranslation();
  return (
    <p className="score-line" aria-live="polite">
      {t('quiz.scoreLine', {
        score: tally.score,
        streak: tally.streak,
        best: tally.bestStreak,
      })}
    </p>
  );
}
