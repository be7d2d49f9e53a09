import { skipToken, useQuery } from '@tanstack/react-query';
import { API_ROUTES, ResearchInsightSchema, type Language } from '@chronodeck/contract';
import { apiRequest } from '../api/api-client';

export interface InsightSubject {
  title: string;
  description: string;
  year: number;
}

/** AI insights on one event (SPEC.md §7 research assistant); each is asked for once per visit. */
export const useResearchInsight = (subject: InsightSubject | null, language: Language) =>
  useQuery({
    queryKey: ['research-insight', subject?.title, subject?.description, subject?.year, language],
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: subject
      ? () =>
          apiRequest(API_ROUTES.ai.researchAssistant, {
            method: 'POST',
            body: { ...subject, language },
            schema: ResearchInsightSchema,
          })
      : skipToken,
  });
