import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES, SiteConfigResponseSchema } from '@chronodeck/contract';
import { apiRequest } from '../../../shared/api/api-client';

export const fetchSiteConfig = () =>
  apiRequest(API_ROUTES.site, { schema: SiteConfigResponseSchema });

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['site-config'], queryFn: fetchSiteConfig, staleTime: Infinity });

export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
