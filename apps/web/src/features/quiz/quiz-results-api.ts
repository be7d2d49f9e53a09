import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_ROUTES,
  QuizResultListSchema,
  QuizResultSchema,
  type QuizResultInput,
} from '@chronodeck/contract';
import { apiRequest } from '../../shared/api/api-client';
import { REVIEWS_QUERY_KEY } from '../../shared/reviews/use-reviews';

export const QUIZ_RESULTS_QUERY_KEY = ['student', 'quiz-results'] as const;

export const useQuizResults = (signedIn: boolean) =>
  useQuery({
    queryKey: QUIZ_RESULTS_QUERY_KEY,
    enabled: signedIn,
    queryFn: () => apiRequest(API_ROUTES.student.quizResults, { schema: QuizResultListSchema }),
  });

export function useRecordQuizResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (result: QuizResultInput) =>
      apiRequest(API_ROUTES.student.quizResults, {
        method: 'POST',
        body: result,
        schema: QuizResultSchema,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: QUIZ_RESULTS_QUERY_KEY });
      // The game's answers moved the cards' schedules.
      void queryClient.invalidateQueries({ queryKey: REVIEWS_QUERY_KEY });
    },
  });
}
