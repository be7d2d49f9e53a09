import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  CatalogueCategoriesResponseSchema,
  CatalogueEventSchema,
  fillRoute,
  type CatalogueCategory,
} from '@chronodeck/contract';
import { apiRequest, apiRequestList } from '../api/api-client';
import { useLanguage } from '../i18n/use-language';

const catalogueListPath = (query: Record<string, string>) =>
  `${API_ROUTES.catalogueEvents}?${new URLSearchParams(query).toString()}`;

/**
 * The whole catalogue in the interface language, loaded once per visit and language; the server's
 * ETag makes later visits cheap. Only what spans every category needs it (a guest's reviews);
 * a screen about one category loads that category alone (useCategoryEvents).
 */
export function useCatalogueEvents(enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalogue-events', language],
    enabled,
    queryFn: () => apiRequestList(catalogueListPath({ lang: language }), CatalogueEventSchema),
    staleTime: Number.POSITIVE_INFINITY,
    // Switching language keeps the events on screen until their translation arrives.
    placeholderData: keepPreviousData,
  });
}

/** The events one category lists, in the interface language: a sixth of the catalogue's bytes. */
export function useCategoryEvents(category: CatalogueCategory | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalogue-events', language, category],
    queryFn: category
      ? () => apiRequestList(catalogueListPath({ lang: language, category }), CatalogueEventSchema)
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === category ? previous : undefined,
  });
}

/** Each category with its number of events: what the category picker shows, without the events. */
export function useCatalogueCategories() {
  return useQuery({
    queryKey: ['catalogue-categories'],
    queryFn: () =>
      apiRequest(API_ROUTES.catalogue.categories, { schema: CatalogueCategoriesResponseSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One event by id, in the interface language: an address that opens an event outside its category. */
export function useCatalogueEvent(eventId: string | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalogue-event', language, eventId],
    queryFn: eventId
      ? () =>
          apiRequest(`${fillRoute(API_ROUTES.catalogue.event, { id: eventId })}?lang=${language}`, {
            schema: CatalogueEventSchema,
          })
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
