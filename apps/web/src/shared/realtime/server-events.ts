import { io } from 'socket.io-client';
import { SOCKET_PATH, type ServerToClientEvents } from '@chronodeck/contract';

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventHandler<E extends ServerEventName> = ServerToClientEvents[E];

type ServerEventListener = ServerToClientEvents[ServerEventName];

/** What the subscriptions need of a socket.io client: listeners by event name. */
export interface ServerEventSocket {
  on(event: ServerEventName, listener: ServerEventListener): unknown;
  off(event: ServerEventName, listener: ServerEventListener): unknown;
  disconnect(): unknown;
}

/**
 * Subscriptions to the server's live events over a single connection: it opens with the first
 * subscription and closes with the last, however many screens of the tab listen.
 */
export function createServerEvents(connect: () => ServerEventSocket) {
  let socket: ServerEventSocket | null = null;
  let listening = 0;

  return {
    subscribe<E extends ServerEventName>(event: E, handler: ServerEventHandler<E>): () => void {
      socket ??= connect();
      const connection = socket;
      connection.on(event, handler);
      listening += 1;
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        connection.off(event, handler);
        listening -= 1;
        if (listening === 0 && socket === connection) {
          socket = null;
          connection.disconnect();
        }
      };
    },
  };
}

/**
 * The tab's connection; the socket authenticates with the session cookie. It is typed through
 * `ServerEventSocket` and `subscribe`, which keep each event with its own handler type.
 */
export const serverEvents = createServerEvents((): ServerEventSocket =>
  io({ path: SOCKET_PATH, withCredentials: true }),
);
