import compress from '@fastify/compress';
import { COMPRESSION_THRESHOLD_BYTES, createCompressedBodies } from './http/compressed-bodies';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import * as z from 'zod/mini';
import type { Config, TrustProxy } from './config';
import type { DatabaseHandle } from './db/client';
import { refuseCrossSiteCookieChanges } from './http/cookie-origin';
import { frameworkErrorOptions, registerErrorHandler } from './http/error-handler';
import { logSerializers } from './http/log-serializers';
import { registerOpenApi, tagged } from './http/openapi';
import { rejectUnstorableText } from './http/storable-text';
import { recordRoutes } from './http/route-table';
import { redisOrLocalStore } from './http/rate-limit-store';
import { registerSecurityHeaders } from './http/security';
import { readPrerenderedPages, registerSpa } from './http/spa';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createAccountSecurityService } from './modules/auth/account-security.service';
import { createPasswordHasher } from './modules/auth/password';
import { createLoginAttemptStore } from './modules/auth/login-delay';
import { sessionPlugin } from './modules/auth/session.plugin';
import { catalogueEvents } from '@chronodeck/catalogue/events';
import { createAiCacheRepository } from './modules/ai/ai-cache.repository';
import type { AiProvider } from './modules/ai/ai-provider';
import { aiRoutes } from './modules/ai/ai.routes';
import { createAiService } from './modules/ai/ai.service';
import { createAiProvider } from './modules/ai/providers';
import { createCatalogue } from './modules/catalogue/catalogue';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { accountRoutes } from './modules/account/account.routes';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes';
import { createAccountService } from './modules/account/account.service';
import { createAccountExportRepository } from './modules/account/account-export.repository';
import { createClassesRepository } from './modules/classes/classes.repository';
import { classesRoutes } from './modules/classes/classes.routes';
import { createClassResultsRepository } from './modules/class-results/class-results.repository';
import { classResultsRoutes } from './modules/class-results/class-results.routes';
import { createClassResultsService } from './modules/class-results/class-results.service';
import { liveGamesPlugin } from './modules/live-games/live-games.plugin';
import { createExchangeRepository } from './modules/exchange/exchange.repository';
import { exchangeRoutes } from './modules/exchange/exchange.routes';
import { createClassesService } from './modules/classes/classes.service';
import { createDecksRepository } from './modules/decks/decks.repository';
import { decksRoutes } from './modules/decks/decks.routes';
import { createDecksService } from './modules/decks/decks.service';
import { createTimelineRepository } from './modules/timeline/timeline.repository';
import { timelineRoutes } from './modules/timeline/timeline.routes';
import { createQuizResultsRepository } from './modules/quiz-results/quiz-results.repository';
import { createQuizResultsService } from './modules/quiz-results/quiz-results.service';
import { quizResultsRoutes } from './modules/quiz-results/quiz-results.routes';
import { createListCache } from './db/list-cache';
import { createReviewsRepository } from './modules/reviews/reviews.repository';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { createReviewsService } from './modules/reviews/reviews.service';
import { healthRoutes } from './modules/health/health.routes';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './modules/mail/mailer';
import { realtimePlugin } from './modules/realtime/realtime.plugin';
import { siteRoutes } from './modules/site/site.routes';
import { failFastOptions, watchRedis, type RedisWatch } from './redis/redis-client';

// The 400 messages (http/error-handler.ts) are zod's issue messages. zod/mini, which the contract
// uses, registers no locale of its own, so the server sets English once, whichever zod is loaded.
z.config(z.locales.en());

export interface AppDependencies {
  /** An open, migrated database; the caller owns it and closes it. */
  database: DatabaseHandle;
  /** Defaults to SMTP when `smtpUrl` is set, else the outbox folder under `dataDir`. */
  mailer?: Mailer;
  /** Pino options; tests pass `false` to keep their output clean, or a stream to read the log. */
  logger?: false | { level: string; stream?: DestinationStream };
  /** Defaults to the provider `config.ai` selects; tests substitute failing or slow ones. */
  aiProvider?: AiProvider;
  /** The clock of the login delay and of reviews; tests move it instead of waiting. */
  clock?: () => Date;
}

/** Builds the whole server (API, socket.io, SPA) without listening; tests use it in-process. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { ...(deps.logger ?? { level: config.logLevel }), serializers: logSerializers },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...frameworkErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  recordRoutes(app);
  rejectUnstorableText(app);
  await registerOpenApi(app);

  const prerendered = readPrerenderedPages(config.webDistDir);
  registerSecurityHeaders(app, prerendered?.styleHashes);
  // Answers above a kilobyte travel compressed; the web app's files were compressed at build time,
  // and a list sent again unchanged reuses its compressed copy.
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
  app.decorate('compressedBodies', createCompressedBodies(config.compressedBodies));
  await app.register(cookie);
  refuseCrossSiteCookieChanges(app, config.trustedOrigins);
  const counters = await registerRateLimitStore(app, config);

  const mailer =
    deps.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, app.log));
  // Read when an account changes, by which time the realtime plugin below has decorated the app.
  const authRepository = createAuthRepository(deps.database.db, {
    sessionCache: config.auth.sessionCache,
    onAccountChanged: (userId) => app.realtime.announceAccountChanged(userId),
  });
  // Read when a session ends, by which time the realtime plugin below has decorated the app.
  const onSessionsEnded: Parameters<typeof createAuthService>[0]['onSessionsEnded'] = (ended) =>
    app.realtime.endSessions(ended);
  // One gate for every password hash and check the instance makes.
  const passwords = createPasswordHasher(config.auth.passwordHashing);
  const authService = createAuthService({
    repository: authRepository,
    mailer,
    passwords,
    config,
    onSessionsEnded,
  });
  const accountSecurity = createAccountSecurityService({
    repository: authRepository,
    mailer,
    passwords,
    config,
    onSessionsEnded,
    log: app.log,
  });
  const loginAttempts = createLoginAttemptStore(counters?.redis, config.auth.loginDelay, () =>
    app.log.warn('login delay store unreachable: counting per instance until it answers'),
  );

  const catalogue = createCatalogue(catalogueEvents);
  const aiProvider = deps.aiProvider ?? createAiProvider(config.ai, catalogue);
  if (!deps.aiProvider) app.addHook('onClose', async () => aiProvider.close?.());
  const aiService = createAiService({
    provider: aiProvider,
    cache: createAiCacheRepository(deps.database.db, { bounds: config.ai.cache, log: app.log }),
    timeoutMs: config.ai.timeoutMs,
    log: app.log,
  });

  await app.register(sessionPlugin, { authService });
  await app.register(realtimePlugin, {
    authService,
    config,
    onAccountChangedElsewhere: authRepository.forgetAccount,
  });
  await app.register(tagged('Health', healthRoutes(deps.database, counters?.watch)));
  await app.register(tagged('Site', siteRoutes(config)));
  await app.register(
    tagged(
      'Auth',
      authRoutes({
        authService,
        accountSecurity,
        config,
        loginAttempts,
        now: deps.clock ?? (() => new Date()),
      }),
    ),
  );
  await app.register(tagged('Catalogue', catalogueRoutes(catalogue)));
  await app.register(
    tagged(
      'AI',
      aiRoutes(aiService, config, {
        provider: aiProvider.name,
        offline: aiProvider.name === 'offline',
      }),
    ),
  );
  const { db } = deps.database;
  const lists = createListCache(config.listCache);
  const timeline = createTimelineRepository(db, config.quotas, lists);
  const quizResults = createQuizResultsRepository(db);
  const classes = createClassesRepository(db, config.quotas);
  const decks = createDecksRepository(db, config.quotas, lists);
  const notifyClassMembers = (userIds: readonly string[], deckTitle: string) =>
    app.realtime.emitToUsers(userIds, 'teacher-deck-updated', { deckTitle });
  await app.register(tagged('Timeline', timelineRoutes(timeline)));
  const reviewsRepository = createReviewsRepository(db);
  const reviews = createReviewsService({
    repository: reviewsRepository,
    now: deps.clock ?? (() => new Date()),
    reviewsPerDay: config.quotas.reviewsPerDay,
  });
  const quizResultsService = createQuizResultsService({
    repository: quizResults,
    reviews,
    now: deps.clock ?? (() => new Date()),
  });
  await app.register(tagged('Quiz results', quizResultsRoutes(quizResultsService)));
  await app.register(tagged('Reviews', reviewsRoutes(reviews)));
  await app.register(
    tagged(
      'Live games',
      liveGamesPlugin({
        classes,
        quizResults: quizResultsService,
        forwarding: Boolean(config.redisUrl),
        questionSeconds: config.liveGames.questionSeconds,
        startsPerAccount: config.liveGames.startsPerAccount,
      }),
    ),
  );
  const classesService = createClassesService({ repository: classes, notify: notifyClassMembers });
  await app.register(tagged('Classes', classesRoutes(classesService, config)));
  await app.register(
    tagged(
      'Class results',
      classResultsRoutes(
        createClassResultsService({
          repository: createClassResultsRepository(db),
          classes,
          now: deps.clock ?? (() => new Date()),
        }),
      ),
    ),
  );
  await app.register(
    tagged(
      'Exchange',
      exchangeRoutes({
        config,
        exchange: createExchangeRepository(db, config.quotas),
        classes: classesService,
        notifyOwner: (ownerId, deckTitle) =>
          app.realtime.emitToUser(ownerId, 'deck-updated', { deckTitle }),
      }),
    ),
  );
  const decksService = createDecksService({
    repository: decks,
    notifyOwner: (ownerId, deckTitle) =>
      app.realtime.emitToUser(ownerId, 'deck-updated', { deckTitle }),
  });
  await app.register(tagged('Decks', decksRoutes(decksService)));
  await app.register(
    tagged(
      'Account',
      accountRoutes({
        account: createAccountService({
          auth: authService,
          classes,
          exports: createAccountExportRepository(db),
          study: reviewsRepository,
          notifyClassMembers,
        }),
        authService,
        accountSecurity,
        config,
      }),
    ),
  );
  await app.register(tagged('API docs', apiDocsRoutes()));
  await registerSpa(app, config.webDistDir, prerendered);
  return app;
}

/**
 * Fastify refuses a bare hop count (it cannot check who is connecting), so hops become a trust
 * function: hop 0 is the connecting peer, hop 1 the last `X-Forwarded-For` entry, and so on. The
 * server must then only be reachable through the proxies, which the deployment guide requires.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  switch (trust.kind) {
    case 'none':
      return false;
    case 'hops':
      return (_address, hop) => hop < trust.hops;
    case 'addresses':
      return [...trust.addresses];
  }
}

/**
 * Counters live in Redis when configured, so limits hold across every instance; while Redis is
 * away they live in this instance's memory (http/rate-limit-store.ts). Returns the client, which the login delay shares, and what health reports.
 */
async function registerRateLimitStore(
  app: FastifyInstance,
  config: Pick<Config, 'redisUrl' | 'redisTimeouts'>,
): Promise<{ redis: Redis; watch: RedisWatch } | undefined> {
  if (!config.redisUrl) {
    await app.register(rateLimit, { global: false });
    return undefined;
  }
  const redis = new Redis(config.redisUrl, failFastOptions(config.redisTimeouts));
  const watch = watchRedis(redis, 'rate limits', app.log);
  await app.register(rateLimit, { global: false, store: redisOrLocalStore(redis, watch) });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return { redis, watch };
}
