import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, CatalogueEventListSchema } from '@chronodeck/contract';
import { apiRequest } from '../api/api-client';
import { useLanguage } from '../i18n/use-language';

/**
 * The whole catalogue in the interface language, loaded once per visit and language; the server's
 * ETag makes later visits cheap.
 */
export function useCatalogueEvents(enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalogue-events', language],
    enabled,
    queryFn: () =>
      apiRequest(`${API_ROUTES.catalogueEvents}?lang=${language}`, {
        schema: CatalogueEventListSchema,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    // Switching language keeps the events on screen until their translation arrives.
    placeholderData: keepPreviousData,
  });
}
