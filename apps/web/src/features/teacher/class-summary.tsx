import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n';
import {
  API_ROUTES,
  classEventSummaryPrompt,
  GenerateSummaryResponseSchema,
  type GenerateSummaryRequest,
  type ClassEvent,
} from '@chronodeck/contract';
import { apiRequest } from '../../shared/api/api-client';
import { useLanguage } from '../../shared/i18n/use-language';
import { summaryLines } from '../../shared/dated-events/summary-lines';

/** The AI summary of a class event (SPEC.md §7 "Summarize this historical event"), asked once per visit. */
function useClassEventSummary(event: ClassEvent) {
  const language = useLanguage();
  return useQuery({
    queryKey: [
      'class-event-summary',
      event._id,
      event.title,
      event.year,
      event.bulletPointsSummary,
      language,
    ],
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: event.disableAI
      ? skipToken
      : () =>
          apiRequest(API_ROUTES.generateSummary, {
            method: 'POST',
            body: {
              prompt: classEventSummaryPrompt(event),
              event: { title: event.title, year: event.year, description: event.description },
              language,
            } satisfies GenerateSummaryRequest,
            schema: GenerateSummaryResponseSchema,
          }),
  });
}

/** The AI summary, line by line; web addresses become links opening in a new tab. */
export function ClassEventSummary({ event }: { event: ClassEvent }) {
  const { t } = useTranslation();
  const summary = useClassEventSummary(event);
  if (event.disableAI) return <p className="notice">{t('classes.events.aiOff')}</p>;
  if (summary.isPending) return <p role="status">{t('catalogue.summary.loading')}</p>;
  if (summary.isError) return <p className="form-error">{t('catalogue.summary.failed')}</p>;
  const lines = summaryLines(summary.data.summary).filter(
    (line) => line.kind === 'link' || line.text !== event.description,
  );
  if (lines.length === 0) return <p>{t('catalogue.summary.none')}</p>;
  return lines.map((line, index) =>
    line.kind === 'link' ? (
      <p key={index}>
        <a href={line.href} target="_blank" rel="noopener noreferrer">
          {line.label}
        </a>
      </p>
    ) : (
      <p key={index}>{line.text}</p>
    ),
  );
}
