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
 * A socket that exists at once and connects once `open` resolves: listeners added meanwhile are
 * attached then, and one closed before that is closed as soon as it opens, with no listener.
 */
export function deferredSocket(open: () => Promise<ServerEventSocket>): ServerEventSocket {
  const listeners: [ServerEventName, ServerEventListener][] = [];
  let socket: ServerEventSocket | null = null;
  let closed = false;
  void open().then((opened) => {
    if (closed) {
      opened.disconnect();
      return;
    }
    socket = opened;
    for (const [event, listener] of listeners) opened.on(event, listener);
  });
  return {
    on(event, listener) {
      listeners.push([event, listener]);
      socket?.on(event, listener);
    },
    off(event, listener) {
      const index = listeners.findIndex(([name, added]) => name === event && added === listener);
      if (index >= 0) listeners.splice(index, 1);
      socket?.off(event, listener);
    },
    disconnect() {
      closed = true;
      socket?.disconnect();
    },
  };
}

/**
 * The tab's connection; the socket authenticates with the session cookie. socket.io's client is
 * loaded with the first subscription, so pages of guests, who have none, never download it. It
 * is typed through `ServerEventSocket` and `subscribe`, which keep each event with its own
 * handler type.
 */
export const serverEvents = createServerEvents(() =>
  deferredSocket(async () => {
    const { io } = await import('socket.io-client');
    return io({ path: SOCKET_PATH, withCredentials: true });
  }),
);
