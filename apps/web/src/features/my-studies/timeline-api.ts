import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_ROUTES,
  fillRoute,
  SuccessResponseSchema,
  TimelineEventListSchema,
  TimelineEventSchema,
  type TimelineEvent,
  type TimelineEventInput,
  type TimelineEventUpdate,
} from '@chronodeck/contract';
import { apiRequest } from '../../shared/api/api-client';

export const TIMELINE_QUERY_KEY = ['student', 'timeline'] as const;

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

/**
 * Runs a change on the cached timeline at once, so the screen does not wait for the server, and
 * puts the previous list back if the server refuses.
 */
function useOptimisticTimeline<Variables, Result>(
  request: (variables: Variables) => Promise<Result>,
  applyLocally: (events: TimelineEvent[], variables: Variables) => TimelineEvent[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (variables: Variables) => {
      await queryClient.cancelQueries({ queryKey: TIMELINE_QUERY_KEY });
      const previous = queryClient.getQueryData<TimelineEvent[]>(TIMELINE_QUERY_KEY);
      if (previous) queryClient.setQueryData(TIMELINE_QUERY_KEY, applyLocally(previous, variables));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(TIMELINE_QUERY_KEY, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TIMELINE_QUERY_KEY }),
  });
}

export interface TimelineEventEdit {
  id: string;
  changes: TimelineEventUpdate;
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
      events.map((event) =>
        event._id === id ? { ...event, ...changes, links: changes.links ?? event.links } : event,
      ),
  );

export const useDeleteTimelineEvent = () =>
  useOptimisticTimeline(
    (id: string) =>
      apiRequest(timelineEventPath(id), { method: 'DELETE', schema: SuccessResponseSchema }),
    (events, id) => events.filter((event) => event._id !== id),
  );
