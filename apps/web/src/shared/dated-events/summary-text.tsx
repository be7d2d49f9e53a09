import './dated-events.css';
import type { UseQueryResult } from '@tanstack/react-query';
import type { GenerateSummaryResponse } from '@chronodeck/contract';
import { useTranslation } from '../i18n/i18n';
import { summaryLines } from './summary-lines';

/** The summary's lines, less any the dialog already shows above it (a summary often repeats the description). */
function SummaryLines({ summary, shownAbove }: { summary: string; shownAbove: string }) {
  const { t } = useTranslation();
  const lines = summaryLines(summary).filter((line) => line !== shownAbove);
  if (lines.length === 0) return <p>{t('catalogue.summary.none')}</p>;
  return lines.map((line, index) => (
    <p key={index} className="summary-line">
      {line}
    </p>
  ));
}

/**
 * An event's AI summary (`/api/generate-summary`) as it loads, fails or arrives, line by line,
 * as plain text: web addresses in it stay text (summary-lines.ts says why).
 */
export function SummaryText({
  summary,
  shownAbove,
}: {
  summary: UseQueryResult<GenerateSummaryResponse>;
  shownAbove: string;
}) {
  const { t } = useTranslation();
  if (summary.isPending) return <p role="status">{t('catalogue.summary.loading')}</p>;
  if (summary.isError) return <p className="form-error">{t('catalogue.summary.failed')}</p>;
  return <SummaryLines summary={summary.data.summary} shownAbove={shownAbove} />;
}
