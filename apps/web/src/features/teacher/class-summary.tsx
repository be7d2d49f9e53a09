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
import { SummaryText } from '../../shared/dated-events/summary-text';

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

/** The class event's AI summary, unless the teacher turned AI off for it. */
export function ClassEventSummary({ event }: { event: ClassEvent }) {
  const { t } = useTranslation();
  const summary = useClassEventSummary(event);
  if (event.disableAI) return <p className="notice">{t('classes.events.aiOff')}</p>;
  return <SummaryText summary={summary} shownAbove={event.description} />;
}
