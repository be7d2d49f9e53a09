import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@chronodeck/contract';

type ServerEventHandlers = Partial<ServerToClientEvents>;

/**
 * Listens to the server's live events while `enabled` (a signed-in user: the socket authenticates
 * with the session cookie). Handlers may change between renders without reconnecting.
 */
export function useServerEvents(enabled: boolean, handlers: ServerEventHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!enabled) return;
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
      path: SOCKET_PATH,
      withCredentials: true,
    });
    socket.on('deck-updated', (payload) => latest.current['deck-updated']?.(payload));
    socket.on('teacher-deck-updated', (payload) =>
      latest.current['teacher-deck-updated']?.(payload),
    );
    return () => {
      socket.disconnect();
    };
  }, [enabled]);
}
