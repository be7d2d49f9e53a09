import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, CatalogueEventSchema } from '@chronodeck/contract';
import { apiRequestList } from '../api/api-client';
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
      apiRequestList(`${API_ROUTES.catalogueEvents}?lang=${language}`, CatalogueEventSchema),
    staleTime: Number.POSITIVE_INFINITY,
    // Switching language keeps the events on screen until their translation arrives.
    placeholderData: keepPreviousData,
  });
}
