import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  API_ROUTES,
  ClassDeckSchema,
  ClassEventSchema,
  ClassSchema,
  ClassStudentListSchema,
  ClassSummaryListSchema,
  ClassSummarySchema,
  fillRoute,
  SuccessResponseSchema,
  type ClassEventInput,
  type ClassEventUpdate,
  type ClassInput,
} from '@chronodeck/contract';
import { apiRequest } from '../../shared/api/api-client';

export const CLASSES_QUERY_KEY = ['teacher', 'classes'] as const;
export const classQueryKey = (classId: string) => ['teacher', 'class', classId] as const;
const rosterQueryKey = (classId: string) => ['teacher', 'roster', classId] as const;

export const useClasses = () =>
  useQuery({
    queryKey: CLASSES_QUERY_KEY,
    queryFn: () => apiRequest(API_ROUTES.classes.list, { schema: ClassSummaryListSchema }),
  });

export const useClass = (classId: string) =>
  useQuery({
    queryKey: classQueryKey(classId),
    queryFn: () =>
      apiRequest(fillRoute(API_ROUTES.classes.class, { classId }), { schema: ClassSchema }),
  });

export const useRoster = (classId: string) =>
  useQuery({
    queryKey: rosterQueryKey(classId),
    queryFn: () =>
      apiRequest(fillRoute(API_ROUTES.classes.students, { classId }), {
        schema: ClassStudentListSchema,
      }),
  });

/** A change that refreshes the given queries once it settles, whatever the outcome. */
function useClassMutation<Variables, Result>(
  request: (variables: Variables) => Promise<Result>,
  refreshes: (variables: Variables) => QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: (_result, _error, variables) =>
      Promise.all(
        refreshes(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

const success = SuccessResponseSchema;

export const useCreateClass = () =>
  useClassMutation(
    (input: ClassInput) =>
      apiRequest(API_ROUTES.classes.list, {
        method: 'POST',
        body: input,
        schema: ClassSummarySchema,
      }),
    () => [CLASSES_QUERY_KEY],
  );

export const useUpdateClass = () =>
  useClassMutation(
    ({ classId, input }: { classId: string; input: ClassInput }) =>
      apiRequest(fillRoute(API_ROUTES.classes.class, { classId }), {
        method: 'PUT',
        body: input,
        schema: ClassSummarySchema,
      }),
    ({ classId }) => [CLASSES_QUERY_KEY, classQueryKey(classId)],
  );

export const useDeleteClass = () =>
  useClassMutation(
    (classId: string) =>
      apiRequest(fillRoute(API_ROUTES.classes.class, { classId }), {
        method: 'DELETE',
        schema: success,
      }),
    () => [CLASSES_QUERY_KEY],
  );

export const useAddClassEvent = (classId: string) =>
  useClassMutation(
    (event: ClassEventInput) =>
      apiRequest(fillRoute(API_ROUTES.classes.events, { classId }), {
        method: 'POST',
        body: event,
        schema: ClassEventSchema,
      }),
    () => [classQueryKey(classId), CLASSES_QUERY_KEY],
  );

export const useUpdateClassEvent = (classId: string) =>
  useClassMutation(
    ({ id, changes }: { id: string; changes: ClassEventUpdate }) =>
      apiRequest(fillRoute(API_ROUTES.classes.event, { classId, eventId: id }), {
        method: 'PUT',
        body: changes,
        schema: ClassEventSchema,
      }),
    () => [classQueryKey(classId)],
  );

export const useDeleteClassEvent = (classId: string) =>
  useClassMutation(
    (eventId: string) =>
      apiRequest(fillRoute(API_ROUTES.classes.event, { classId, eventId }), {
        method: 'DELETE',
        schema: success,
      }),
    () => [classQueryKey(classId), CLASSES_QUERY_KEY],
  );

export const useCreateClassDeck = (classId: string) =>
  useClassMutation(
    (title: string) =>
      apiRequest(fillRoute(API_ROUTES.classes.decks, { classId }), {
        method: 'POST',
        body: { title },
        schema: ClassDeckSchema,
      }),
    () => [classQueryKey(classId), CLASSES_QUERY_KEY],
  );

export const useDeleteClassDeck = (classId: string) =>
  useClassMutation(
    (deckTitle: string) =>
      apiRequest(fillRoute(API_ROUTES.classes.deck, { classId, deckTitle }), {
        method: 'DELETE',
        schema: success,
      }),
    () => [classQueryKey(classId), CLASSES_QUERY_KEY],
  );

export const useAddClassDeckCard = (classId: string) =>
  useClassMutation(
    ({ deckTitle, card }: { deckTitle: string; card: ClassEventInput }) =>
      apiRequest(fillRoute(API_ROUTES.classes.deckEvents, { classId, deckTitle }), {
        method: 'POST',
        body: card,
        schema: ClassDeckSchema,
      }),
    () => [classQueryKey(classId)],
  );

export const useRemoveClassDeckCard = (classId: string) =>
  useClassMutation(
    ({ deckTitle, eventId }: { deckTitle: string; eventId: string }) =>
      apiRequest(fillRoute(API_ROUTES.classes.deckEvent, { classId, deckTitle, eventId }), {
        method: 'DELETE',
        schema: success,
      }),
    () => [classQueryKey(classId)],
  );

export const useRemoveStudent = (classId: string) =>
  useClassMutation(
    (studentId: string) =>
      apiRequest(fillRoute(API_ROUTES.classes.student, { classId, studentId }), {
        method: 'DELETE',
        schema: success,
      }),
    () => [rosterQueryKey(classId), CLASSES_QUERY_KEY],
  );
