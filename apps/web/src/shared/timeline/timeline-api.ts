import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_ROUTES,
  fillRoute,
  SuccessResponseSchema,
  TimelineEventListSchema,
  TimelineEventSchema,
  type DatedEventFields,
  type TimelineEvent,
  type TimelineEventInput,
} from '@chronodeck/contract';
import { apiRequest } from '../api/api-client';
import { useOptimisticListMutation } from '../api/optimistic-list';

const TIMELINE_QUERY_KEY = ['student', 'timeline'] as const;

const timelineEventPath = (id: string) => fillRoute(API_ROUTES.student.timelineEvent, { id });

/** The student's own timeline; only asked for when someone is signed in. */
export const useTimelineEvents = (signedIn: boolean) =>
  useQuery({
    queryKey: TIMELINE_QUERY_KEY,
    enabled: signedIn,
    queryFn: () => apiRequest(API_ROUTES.student.timeline, { schema: TimelineEventListSchema }),
  });

export function useAddTimelineEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: TimelineEventInput) =>
      apiRequest(API_ROUTES.student.timeline, {
        method: 'POST',
        body: event,
        schema: TimelineEventSchema,
      }),
    onSuccess: (added) => {
      queryClient.setQueryData<TimelineEvent[]>(TIMELINE_QUERY_KEY, (events) =>
        events ? [...events, added] : events,
      );
      return queryClient.invalidateQueries({ queryKey: TIMELINE_QUERY_KEY });
    },
  });
}

const useOptimisticTimeline = <Variables, Result>(
  request: (variables: Variables) => Promise<Result>,
  applyLocally: (events: TimelineEvent[], variables: Variables) => TimelineEvent[],
) => useOptimisticListMutation({ queryKey: TIMELINE_QUERY_KEY, request, applyLocally });

interface TimelineEventEdit {
  id: string;
  changes: DatedEventFields;
}

export const useUpdateTimelineEvent = () =>
  useOptimisticTimeline(
    ({ id, changes }: TimelineEventEdit) =>
      apiRequest(timelineEventPath(id), {
        method: 'PUT',
        body: changes,
        schema: TimelineEventSchema,
      }),
    (events, { id, changes }) =>
      events.map((event) => (event._id === id ? { ...event, ...changes } : event)),
  );

export const useDeleteTimelineEvent = () =>
  useOptimisticTimeline(
    (id: string) =>
      apiRequest(timelineEventPath(id), { method: 'DELETE', schema: SuccessResponseSchema }),
    (events, id) => events.filter((event) => event._id !== id),
  );
