import { skipToken, useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  CatalogueEventListSchema,
  eventSummaryPrompt,
  GenerateSummaryResponseSchema,
  type GenerateSummaryRequest,
  type CatalogueEvent,
  type Language,
} from '@chronodeck/contract';
import { apiRequest } from '../../shared/api/api-client';

/** The whole catalogue, loaded once per visit; the server's ETag makes later visits cheap. */
export const useCatalogueEvents = (enabled = true) =>
  useQuery({
    queryKey: ['catalogue-events'],
    enabled,
    queryFn: () => apiRequest(API_ROUTES.catalogueEvents, { schema: CatalogueEventListSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });

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
