import { useTranslation } from '../../shared/i18n/i18n';

/** "Question 3 of 10": where the player is, worded and placed alike in every game. */
export function QuestionProgress({ number, total }: { number: number; total: number }) {
  const { t } = useTranslation();
  return <p className="quiz__progress">{t('quiz.questionOf', { number, total })}</p>;
}
