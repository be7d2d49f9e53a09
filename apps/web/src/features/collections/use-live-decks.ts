import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServerEvents } from '../../shared/realtime/use-server-events';
import { DECKS_QUERY_KEY, SHARED_DECKS_QUERY_KEY } from './decks-api';

/**
 * Reloads the decks whenever the server says one changed (SPEC.md §4): `deck-updated` for the
 * student's own decks, from any of their tabs, and `teacher-deck-updated` for shared ones.
 */
export function useLiveDecks(signedIn: boolean): void {
  const queryClient = useQueryClient();
  const handlers = useMemo(
    () => ({
      'deck-updated': () => void queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
      'teacher-deck-updated': () =>
        void queryClient.invalidateQueries({ queryKey: SHARED_DECKS_QUERY_KEY }),
    }),
    [queryClient],
  );
  useServerEvents(signedIn, handlers);
}
