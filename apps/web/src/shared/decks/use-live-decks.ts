import { useQueryClient } from '@tanstack/react-query';
import { useServerEvent } from '../realtime/use-server-event';
import { DECKS_QUERY_KEY, SHARED_DECKS_QUERY_KEY } from './decks-api';

/**
 * Reloads the decks whenever the server says one changed (SPEC.md §4): `deck-updated` for the
 * student's own decks, from any of their tabs, and `teacher-deck-updated` for shared ones.
 */
export function useLiveDecks(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useServerEvent(
    'deck-updated',
    () => void queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
    signedIn,
  );
  useServerEvent(
    'teacher-deck-updated',
    () => void queryClient.invalidateQueries({ queryKey: SHARED_DECKS_QUERY_KEY }),
    signedIn,
  );
}
