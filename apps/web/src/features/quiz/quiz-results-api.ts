import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_ROUTES,
  QuizResultListSchema,
  QuizResultSchema,
  type QuizResultInput,
} from '@chronodeck/contract';
import { apiRequest } from '../../shared/api/api-client';
import { newClientId } from '../../shared/offline/client-id';
import { sendOrQueue } from '../../shared/offline/send-or-queue';
import { REVIEWS_QUERY_KEY } from '../../shared/reviews/use-reviews';

export const QUIZ_RESULTS_QUERY_KEY = ['student', 'quiz-results'] as const;

export const useQuizResults = (signedIn: boolean) =>
  useQuery({
    queryKey: QUIZ_RESULTS_QUERY_KEY,
    enabled: signedIn,
    queryFn: () => apiRequest(API_ROUTES.student.quizResults, { schema: QuizResultListSchema }),
  });

/**
 * Saves a finished game under an id of the browser's, with the time it ended: offline, it waits
 * in the outbox and the server stores it once when the network is back.
 */
export function useRecordQuizResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, result }: { userId: string; result: QuizResultInput }) =>
      sendOrQueue(
        userId,
        API_ROUTES.student.quizResults,
        { ...result, resultId: newClientId(), finishedAt: new Date().toISOString() },
        QuizResultSchema,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: QUIZ_RESULTS_QUERY_KEY });
      // The game's answers moved the cards' schedules.
      void queryClient.invalidateQueries({ queryKey: REVIEWS_QUERY_KEY });
    },
  });
}
