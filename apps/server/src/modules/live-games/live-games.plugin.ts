import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Namespace, Socket } from 'socket.io';
import { z } from 'zod';
import {
  API_ROUTES,
  LIVE_GAME_NAMESPACE,
  LiveAnswerSchema,
  LiveGameCreatedSchema,
  LiveGameInputSchema,
  liveGameJoinPath,
  LiveJoinSchema,
  type LiveClientToServerEvents,
  type LiveJoinReply,
  type LiveServerToClientEvents,
} from '@chronodeck/contract';
import { liveQuestions, playableEvents } from '@chronodeck/quiz';
import type { RateLimitRule } from '../../config';
import { AppError, notFound } from '../../http/app-error';
import { attemptLimit } from '../../http/attempt-limit';
import { errorResponses } from '../../http/error-responses';
import { callerId, requireRole } from '../auth/require-role';
import type { ClassesRepository } from '../classes/classes.repository';
import type { QuizResultsService } from '../quiz-results/quiz-results.service';
import { TooManyConnections } from '../realtime/realtime.plugin';
import {
  createLiveGameHost,
  MAX_GAMES_PER_HOST,
  type LiveCommand,
  type LiveCommandReply,
  type LiveReply,
  type LiveIdentity,
  type LiveResult,
} from './live-game-host';

interface InterServerEvents {
  'live:command': (command: LiveCommand, reply: (result: LiveCommandReply | null) => void) => void;
}
interface LiveSocketData {
  identity: LiveIdentity;
  /** The game this socket plays in, once joined. */
  player?: { pin: string; playerId: string };
  /** The game this socket hosts, once its teacher opened it. */
  hostOf?: string;
}
type LiveNamespace = Namespace<
  LiveClientToServerEvents,
  LiveServerToClientEvents,
  InterServerEvents,
  LiveSocketData
>;
type LiveSocket = Socket<
  LiveClientToServerEvents,
  LiveServerToClientEvents,
  InterServerEvents,
  LiveSocketData
>;

const gameRoom = (pin: string) => `game:${pin}`;
/** The teacher's screens of a game, which alone see the answers come in. */
const projectorRoom = (pin: string) => `projector:${pin}`;
/** Wrong PINs one connection may try before it is closed: typos, not a search of the PINs. */
const FAILED_JOINS_PER_SOCKET = 10;
const SWEEP_INTERVAL_MS = 60_000;
const ClassParams = z.object({ classId: z.string() });

export interface LiveGamesOptions {
  classes: Pick<ClassesRepository, 'findOwned' | 'findDeck' | 'deckWithCards' | 'memberIds'>;
  quizResults: Pick<QuizResultsService, 'record'>;
  /** With Redis, other instances may own a game: commands are forwarded to them. */
  forwarding: boolean;
  now?: () => number;
  questionSeconds: number;
  startsPerAccount: RateLimitRule;
}

/**
 * Live class games: the teacher starts one over HTTP and gets its PIN; players and the projector
 * talk to it over the `/live` socket.io namespace, which guests may use without a session. The
 * instance that started a game runs it; the others pass it their sockets' commands through the
 * Redis adapter, and its views reach every screen through the same adapter.
 */
export function liveGamesPlugin(options: LiveGamesOptions) {
  return async function registerLiveGames(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // The namespace carries its own events, which the main server's type does not know.
    const nsp = app.realtime.io.of(LIVE_GAME_NAMESPACE) as unknown as LiveNamespace;
    const now = options.now ?? Date.now;

    const host = createLiveGameHost({
      now,
      durationMs: options.questionSeconds * 1000,
      publish: (pin, view) => nsp.to(gameRoom(pin)).emit('live:view', view),
      publishAnswers: (pin, progress) => nsp.to(projectorRoom(pin)).emit('live:answers', progress),
      isMember: async (classId, userId) =>
        (await options.classes.memberIds(classId)).includes(userId),
      saveResults: async (results: readonly LiveResult[]) => {
        for (const { userId, classDeckId, ...result } of results) {
          await options.quizResults
            .record(userId, { ...result, deckId: classDeckId, playedAs: 'live' })
            .catch((error: unknown) => app.log.error({ err: error }, 'live game result not saved'));
        }
      },
    });

    /** This instance's game answers at once; another's through the adapter; null if nobody's. */
    async function dispatch<C extends LiveCommand>(command: C): Promise<LiveReply<C> | null> {
      const local = await host.handle(command);
      if (local !== null || !options.forwarding) return local;
      // The Redis adapter gives up on instances that do not answer within its requestsTimeout. The
      // owner answered with `host.handle`, so its reply is this command's.
      const replies = (await nsp.serverSideEmitWithAck(
        'live:command',
        command,
      )) as (LiveReply<C> | null)[];
      return replies.find((reply) => reply !== null) ?? null;
    }

    if (options.forwarding) {
      nsp.on('live:command', (command, reply) => {
        void host.handle(command).then(reply, () => reply(null));
      });
    }

    nsp.use((socket, next) => {
      app.realtime.admit(socket).then(
        (session) => {
          if (!session) {
            socket.data.identity = { guest: true };
            return next();
          }
          const { _id: userId, name, roles } = session.user;
          socket.data.identity = { userId, name, isStudent: roles.includes('student') };
          next();
        },
        (error: unknown) =>
          next(error instanceof TooManyConnections ? error : new Error('unavailable')),
      );
    });

    nsp.on('connection', (socket: LiveSocket) => registerSocket(socket));

    function registerSocket(socket: LiveSocket) {
      let failedJoins = 0;
      /** Answers a join; a wrong PIN counts towards closing the connection. */
      const answerJoin = (reply: (result: LiveJoinReply) => void, result: LiveJoinReply) => {
        if (!result.ok && result.error === 'not-found') failedJoins += 1;
        reply(result);
        if (failedJoins >= FAILED_JOINS_PER_SOCKET) socket.disconnect(true);
      };

      socket.on('live:join', (raw, reply) => {
        if (typeof reply !== 'function') return;
        const join = LiveJoinSchema.safeParse(raw);
        if (!join.success) return answerJoin(reply, { ok: false, error: 'not-found' });
        const { pin, nickname, resumeToken } = join.data;
        const identity = socket.data.identity;
        dispatch({ kind: 'join', pin, identity, nickname, resumeToken }).then(
          (result) => {
            if (!result) return answerJoin(reply, { ok: false, error: 'not-found' });
            if (result.ok) {
              socket.data.player = { pin, playerId: result.playerId };
              void socket.join(gameRoom(pin));
            }
            answerJoin(reply, result);
          },
          () => reply({ ok: false, error: 'unavailable' }),
        );
      });

      socket.on('live:host', (raw, reply) => {
        if (typeof reply !== 'function') return;
        const pin = LiveJoinSchema.shape.pin.safeParse((raw as { pin?: unknown } | null)?.pin);
        const identity = socket.data.identity;
        if (!pin.success || !('userId' in identity))
          return reply({ ok: false, error: 'not-found' });
        dispatch({ kind: 'host', pin: pin.data, userId: identity.userId }).then(
          (result) => {
            if (!result) return reply({ ok: false, error: 'not-found' });
            if (result.ok) {
              socket.data.hostOf = pin.data;
              void socket.join([gameRoom(pin.data), projectorRoom(pin.data)]);
            }
            reply(result);
          },
          () => reply({ ok: false, error: 'unavailable' }),
        );
      });

      socket.on('live:answer', (raw, reply) => {
        if (typeof reply !== 'function') return;
        const answer = LiveAnswerSchema.safeParse(raw);
        const player = socket.data.player;
        if (!answer.success || !player) return reply({ accepted: false });
        dispatch({ kind: 'answer', ...player, ...answer.data }).then(
          (result) => reply({ accepted: result?.accepted ?? false }),
          () => reply({ accepted: false }),
        );
      });

      socket.on('live:advance', (reply) => {
        if (typeof reply !== 'function') return;
        const identity = socket.data.identity;
        const pin = socket.data.hostOf;
        if (!pin || !('userId' in identity)) return reply({ ok: false });
        dispatch({ kind: 'advance', pin, userId: identity.userId }).then(
          (result) => reply({ ok: result?.ok ?? false }),
          () => reply({ ok: false }),
        );
      });
    }

    const sweeper = setInterval(() => host.sweep(), SWEEP_INTERVAL_MS);
    sweeper.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweeper);
      host.close();
    });

    const startLimit = attemptLimit(app, 'start-live-game', [
      { rule: options.startsPerAccount, per: 'account', key: (request) => callerId(request) },
    ]);
    app.post(
      API_ROUTES.classes.games,
      {
        onRequest: [app.authenticate, requireRole('teacher')],
        preHandler: startLimit,
        schema: {
          summary: 'Start a live class game',
          description:
            'Starts a live game on one of the class’s decks (guess the year, which came first, ' +
            'true or false, or master) and answers its 6-digit PIN. Players join it over the ' +
            '`/live` socket.io namespace: the class’s students, and guests by nickname when ' +
            '`allowGuests` is true. A deck with no playable event answers 400; another ' +
            'teacher’s class answers 404, like a missing one. A teacher runs at most ' +
            `${MAX_GAMES_PER_HOST} games at once: starting another ends the oldest.`,
          params: ClassParams,
          body: LiveGameInputSchema,
          response: {
            201: LiveGameCreatedSchema,
            ...errorResponses(400, 401, 403, 404, 413, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const teacherId = callerId(request);
        const { classId } = request.params;
        const { deckTitle, mode, allowGuests = false } = request.body;
        if (!(await options.classes.findOwned(teacherId, classId)))
          throw notFound('Class not found');
        const deck = await options.classes.findDeck(classId, deckTitle);
        if (!deck) throw notFound('Deck not found');
        const cards = (await options.classes.deckWithCards(deck)).events;
        const questions = liveQuestions(playableEvents(cards), mode, Math.random);
        if (questions.length === 0) {
          throw new AppError(400, 'VALIDATION', 'Not enough valid events to start this quiz.');
        }
        const pin = await host.newPin(
          async (candidate) =>
            options.forwarding && (await dispatch({ kind: 'exists', pin: candidate })) !== null,
        );
        host.start(pin, {
          hostId: teacherId,
          classId,
          classDeckId: deck.id,
          deckTitle: deck.title,
          mode,
          allowGuests,
          questions,
        });
        return reply.code(201).send({ pin, joinPath: liveGameJoinPath(pin) });
      },
    );
  };
}
