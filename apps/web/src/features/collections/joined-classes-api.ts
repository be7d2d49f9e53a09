import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_ROUTES,
  fillRoute,
  JoinedClassListSchema,
  JoinedClassSchema,
  SuccessResponseSchema,
} from '@chronodeck/contract';
import { apiRequest } from '../../shared/api/api-client';
import { SHARED_DECKS_QUERY_KEY } from '../../shared/decks/decks-api';

export const JOINED_CLASSES_QUERY_KEY = ['student', 'classes'] as const;

export const useJoinedClasses = () =>
  useQuery({
    queryKey: JOINED_CLASSES_QUERY_KEY,
    queryFn: () => apiRequest(API_ROUTES.student.classes, { schema: JoinedClassListSchema }),
  });

/** Joining or leaving changes which decks are shared with the student too. */
function useMembershipChange<Variables, Result>(
  request: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: JOINED_CLASSES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SHARED_DECKS_QUERY_KEY }),
      ]),
  });
}

export const useJoinClass = () =>
  useMembershipChange((code: string) =>
    apiRequest(API_ROUTES.student.joinClass, {
      method: 'POST',
      body: { code },
      schema: JoinedClassSchema,
    }),
  );

export const useLeaveClass = () =>
  useMembershipChange((classId: string) =>
    apiRequest(fillRoute(API_ROUTES.student.joinedClass, { classId }), {
      method: 'DELETE',
      schema: SuccessResponseSchema,
    }),
  );
