import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@chronodeck/contract';
import { DECKS_QUERY_KEY, SHARED_DECKS_QUERY_KEY } from './decks-api';

/**
 * Reloads the decks whenever the server says one changed (SPEC.md §4): `deck-updated` for the
 * student's own decks, from any of their tabs, and `teacher-deck-updated` for shared ones. The
 * socket authenticates with the session cookie, so it only connects for a signed-in student.
 */
export function useLiveDecks(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
      path: SOCKET_PATH,
      withCredentials: true,
    });
    socket.on('deck-updated', () => {
      void queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY });
    });
    socket.on('teacher-deck-updated', () => {
      void queryClient.invalidateQueries({ queryKey: SHARED_DECKS_QUERY_KEY });
    });
    return () => {
      socket.disconnect();
    };
  }, [signedIn, queryClient]);
}
