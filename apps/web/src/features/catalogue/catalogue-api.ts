import { skipToken, useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  eventSummaryPrompt,
  GenerateSummaryResponseSchema,
  type GenerateSummaryRequest,
  type CatalogueEvent,
  type Language,
} from '@chronodeck/contract';
import { apiRequest } from '../../shared/api/api-client';

/** The summary of one event in the reader's language; each is asked for once per visit. */
export const useEventSummary = (event: CatalogueEvent | undefined, language: Language) =>
  useQuery({
    queryKey: ['event-summary', event?._id, language],
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: event
      ? () =>
          apiRequest(API_ROUTES.generateSummary, {
            method: 'POST',
            body: {
              prompt: eventSummaryPrompt(event),
              event: { title: event.title, year: event.year },
              language,
            } satisfies GenerateSummaryRequest,
            schema: GenerateSummaryResponseSchema,
          })
      : skipToken,
  });
