import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES, SuccessMessageResponseSchema } from '@chronodeck/contract';
import { apiRequest } from '../../../shared/api/api-client';

export const verifyEmail = (token: string) =>
  apiRequest(API_ROUTES.auth.verify, {
    method: 'POST',
    body: { token },
    schema: SuccessMessageResponseSchema,
  });

/**
 * A query, not a mutation: the token is single-use, and a query runs once per token even when
 * React mounts the page twice, where a second POST would report the link as already used.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useVerifyEmail = (token: string) =>
  useQuery({ ...verifyEmailQueryOptions(token), enabled: token !== '' });
