import { useTranslation } from '../../../shared/i18n/i18n';

/** A share between 0 and 1 as a whole percentage in the interface language ("67%", "67 %"). */
export function percentFormat(language: string): (share: number) => string {
  const format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  return (share) => format.format(share);
}

/** How many of the answers were right, as a share; null when nothing was answered. */
export const shareCorrect = (correct: number, answered: number): number | null =>
  answered === 0 ? null : correct / answered;

/** "—" for a figure nothing measured, read out as words rather than as a dash. */
export function NoFigure() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('classResults.noFigure')}</span>
    </>
  );
}

/** A share as a percentage, or "—" when there is none. */
export function Percent({ share, language }: { share: number | null; language: string }) {
  return share === null ? <NoFigure /> : <>{percentFormat(language)(share)}</>;
}
