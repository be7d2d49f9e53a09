import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, CatalogueEventListSchema } from '@chronodeck/contract';
import { apiRequest } from '../api/api-client';

/** The whole catalogue, loaded once per visit; the server's ETag makes later visits cheap. */
export const useCatalogueEvents = (enabled = true) =>
  useQuery({
    queryKey: ['catalogue-events'],
    enabled,
    queryFn: () => apiRequest(API_ROUTES.catalogueEvents, { schema: CatalogueEventListSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
