import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import {
  SOCKET_PATH,
  SESSION_COOKIE,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@chronodeck/contract';
import type { AuthService } from '../auth/auth.service';

interface SocketData {
  userId: string;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
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
    };
  }
}

export const userRoom = (userId: string) => `user:${userId}`;

/**
 * socket.io on the HTTP server, authenticated at handshake with the same session as the API.
 * With Redis, the adapter relays events between instances behind a load balancer.
 */
export const realtimePlugin = fp<{ authService: AuthService; redisUrl: string | undefined }>(
  async (app: FastifyInstance, { authService, redisUrl }) => {
    const io: RealtimeServer = new Server(app.server, { path: SOCKET_PATH, serveClient: false });

    const redisClients: Redis[] = [];
    if (redisUrl) {
      const publisher = new Redis(redisUrl, { lazyConnect: true });
      const subscriber = publisher.duplicate();
      await Promise.all([publisher.connect(), subscriber.connect()]);
      redisClients.push(publisher, subscriber);
      io.adapter(createAdapter(publisher, subscriber));
    }

    io.use((socket, next) => {
      const authToken: unknown = socket.handshake.auth['token'];
      const cookieToken = app.parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      const token = typeof authToken === 'string' ? authToken : cookieToken;
      if (!token) return next(new Error('unauthenticated'));
      authService
        .authenticate(token)
        .then((session) => {
          if (!session) return next(new Error('unauthenticated'));
          socket.data.userId = session.user._id;
          void socket.join(userRoom(session.user._id));
          next();
        })
        .catch(() => next(new Error('unavailable')));
    });

    app.decorate('realtime', {
      emitToUser(userId, event, ...payload) {
        io.to(userRoom(userId)).emit(event, ...payload);
      },
      emitToUsers(userIds, event, ...payload) {
        if (userIds.length > 0) io.to(userIds.map(userRoom)).emit(event, ...payload);
      },
    });

    // Open WebSockets would hold the HTTP server open, so they go before Fastify closes it.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.all(redisClients.map((client) => client.quit()));
    });
  },
  { name: 'realtime', dependencies: ['@fastify/cookie'] },
);
