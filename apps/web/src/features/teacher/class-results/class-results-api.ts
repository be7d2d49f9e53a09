import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  ClassResultsSchema,
  fillRoute,
  type ClassResultsQuery,
  type Language,
} from '@chronodeck/contract';
import { apiRequest } from '../../../shared/api/api-client';

/** `?deckId=…&days=…` for the filters set, and nothing for those left at "all". */
function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, value);
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export const classResultsQueryKey = (classId: string, filters: ClassResultsQuery) =>
  ['teacher', 'class-results', classId, filters.deckId ?? null, filters.days ?? null] as const;

/** The results URL with the filters in its query string. */
export const classResultsUrl = (classId: string, filters: ClassResultsQuery) =>
  fillRoute(API_ROUTES.classes.results, { classId }) + queryString({ ...filters });

/** The spreadsheet of the same results, its headings in the interface language. */
export const classResultsCsvUrl = (
  classId: string,
  filters: ClassResultsQuery,
  language: Language,
) => fillRoute(API_ROUTES.classes.resultsCsv, { classId }) + queryString({ ...filters, language });

/**
 * The class's results for its teacher. Always asked again on a visit (staleTime 0): students may
 * have played since. The previous figures stay on screen while other filters load.
 */
export const useClassResults = (classId: string, filters: ClassResultsQuery) =>
  useQuery({
    queryKey: classResultsQueryKey(classId, filters),
    queryFn: () => apiRequest(classResultsUrl(classId, filters), { schema: ClassResultsSchema }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
