import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  LIVE_GAME_NAMESPACE,
  SOCKET_PATH,
  SESSION_COOKIE,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@chronodeck/contract';
import type { Config } from '../../config';
import { comesFromTheApp } from '../../http/origin';
import { failFastOptions, FireAndForgetRedis, watchRedis } from '../../redis/redis-client';
import type { AuthenticatedSession, AuthService, EndedSessions } from '../auth/auth.service';

interface SocketData {
  userId: string;
  sessionId: string;
}

/** What instances tell each other through the Redis adapter. */
interface InterServerEvents {
  /** An account changed or some of its sessions ended: forget what was cached of it. */
  'account-changed': (userId: string) => void;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** Sends an event to every socket of one user, on every server instance. */
      emitToUser<E extends keyof ServerToClientEvents>(
        userId: string,
        event: E,
        ...payload: Parameters<ServerToClientEvents[E]>
      ): void;
      /** The same to several users at once; each socket receives it once. */
      emitToUsers<E extends keyof ServerToClientEvents>(
        userIds: readonly string[],
        event: E,
        ...payload: Parameters<ServerToClientEvents[E]>
      ): void;
      /** Disconnects the sockets of sessions that ended, on every server instance. */
      endSessions(ended: EndedSessions): void;
      /** Tells the other instances an account changed (see `onAccountChangedElsewhere`). */
      announceAccountChanged(userId: string): void;
      /** The socket.io server, for features with a namespace of their own (live games). */
      io: RealtimeServer;
      /**
       * Admits a socket of any namespace: the signed-in session its handshake carries (cookie or
       * `auth.token`), or null for none. A signed-in socket counts towards the user's cap, joins
       * the user's and the session's rooms and is closed when the session ends.
       */
      admit(socket: AdmittedSocket): Promise<AuthenticatedSession | null>;
    };
  }
}

/** What admitting needs of a socket, whichever namespace and events it has. */
export interface AdmittedSocket {
  handshake: Socket['handshake'];
  join(rooms: string[]): unknown;
  disconnect(close: boolean): unknown;
  once(event: 'disconnect', listener: () => void): unknown;
}

/** The user already holds as many sockets on this instance as they may. */
export class TooManyConnections extends Error {
  constructor() {
    super('too-many-connections');
  }
}

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** setTimeout's longest delay; a session ending later is checked again after this long. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

type RealtimeOptions = {
  authService: AuthService;
  config: Pick<Config, 'redisUrl' | 'redisTimeouts' | 'trustedOrigins' | 'realtime'>;
  /** Another instance announced that an account changed. */
  onAccountChangedElsewhere: (userId: string) => void;
};

/**
 * socket.io on the HTTP server, authenticated at handshake with the same session as the API.
 * With Redis, the adapter relays events between instances behind a load balancer.
 */
export const realtimePlugin = fp<RealtimeOptions>(
  async (app: FastifyInstance, { authService, config, onAccountChangedElsewhere }) => {
    const { redisUrl, trustedOrigins, realtime } = config;
    const io: RealtimeServer = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      // The handshake carries the session cookie: a page elsewhere, even on another port of the
      // same host, would otherwise read the user's events.
      allowRequest: (request, callback) =>
        callback(null, comesFromTheApp(request.headers, trustedOrigins)),
    });

    const redisClients: Redis[] = [];
    if (redisUrl) {
      // Startup does not wait for Redis, and while it is away emits reach this instance's sockets
      // only: publishes fail at once instead of queueing. The subscriber keeps its few subscribe
      // commands queued (without retry limit) until it connects, and resubscribes after each
      // reconnection by itself; the adapter awaits neither client's commands.
      const options = failFastOptions(config.redisTimeouts);
      const publisher = new FireAndForgetRedis(redisUrl, options);
      const subscriber = new FireAndForgetRedis(redisUrl, {
        ...options,
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
      });
      watchRedis(publisher, 'live updates', app.log);
      subscriber.on('error', () => undefined);
      redisClients.push(publisher, subscriber);
      // Live games ask the other instances whose game a PIN is: an instance that is gone must not
      // hold a player's join for long.
      io.adapter(createAdapter(publisher, subscriber, { requestsTimeout: 2_000 }));
      io.on('account-changed', onAccountChangedElsewhere);
    }

    /** This instance's sockets per user, capped so one token cannot hold hundreds open. */
    const socketsPerUser = new Map<string, number>();
    const countSocket = (userId: string, change: 1 | -1) => {
      const count = (socketsPerUser.get(userId) ?? 0) + change;
      if (count > 0) socketsPerUser.set(userId, count);
      else socketsPerUser.delete(userId);
    };

    /** Checks the session again when it would end; a session still in use lives on. */
    const watchSessionEnd = (
      socket: AdmittedSocket,
      token: string,
      session: AuthenticatedSession,
    ) => {
      const delay = Math.min(Math.max(session.endsAt.getTime() - Date.now(), 0), LONGEST_TIMER_MS);
      const timer = setTimeout(() => {
        authService.authenticate(token).then(
          (renewed) =>
            renewed ? watchSessionEnd(socket, token, renewed) : socket.disconnect(true),
          () => watchSessionEnd(socket, token, session),
        );
      }, delay);
      timer.unref();
      socket.once('disconnect', () => clearTimeout(timer));
    };

    const handshakeToken = (handshake: Socket['handshake']): string | undefined => {
      const authToken: unknown = handshake.auth['token'];
      const cookieToken = app.parseCookie(handshake.headers.cookie ?? '')[SESSION_COOKIE];
      return typeof authToken === 'string' ? authToken : cookieToken;
    };

    const admit = async (socket: AdmittedSocket): Promise<AuthenticatedSession | null> => {
      const token = handshakeToken(socket.handshake);
      const session = token ? await authService.authenticate(token) : null;
      if (!token || !session) return null;
      const userId = session.user._id;
      if ((socketsPerUser.get(userId) ?? 0) >= realtime.socketsPerUser) {
        throw new TooManyConnections();
      }
      countSocket(userId, 1);
      socket.once('disconnect', () => countSocket(userId, -1));
      void socket.join([userRoom(userId), sessionRoom(session.sessionId)]);
      watchSessionEnd(socket, token, session);
      return session;
    };

    io.use((socket, next) => {
      admit(socket).then(
        (session) => {
          if (!session) return next(new Error('unauthenticated'));
          socket.data = { userId: session.user._id, sessionId: session.sessionId };
          next();
        },
        (error: unknown) =>
          next(error instanceof TooManyConnections ? error : new Error('unavailable')),
      );
    });

    app.decorate('realtime', {
      emitToUser(userId, event, ...payload) {
        io.to(userRoom(userId)).emit(event, ...payload);
      },
      emitToUsers(userIds, event, ...payload) {
        if (userIds.length > 0) io.to(userIds.map(userRoom)).emit(event, ...payload);
      },
      endSessions(ended) {
        const rooms =
          'userId' in ended ? [userRoom(ended.userId)] : ended.sessionIds.map(sessionRoom);
        if (rooms.length === 0) return;
        // Live-game sockets of a signed-in player join the same rooms in their own namespace.
        io.in(rooms).disconnectSockets(true);
        io.of(LIVE_GAME_NAMESPACE).in(rooms).disconnectSockets(true);
      },
      announceAccountChanged(userId) {
        // Alone, an instance has nobody to tell (and the in-memory adapter only warns).
        if (redisUrl) io.serverSideEmit('account-changed', userId);
      },
      io,
      admit,
    });

    // Open WebSockets would hold the HTTP server open, so they go before Fastify closes it.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      for (const client of redisClients) client.disconnect();
    });
  },
  { name: 'realtime', dependencies: ['@fastify/cookie'] },
);
