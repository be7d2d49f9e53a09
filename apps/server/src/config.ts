import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LIVE_GAME_LIMITS, USER_QUOTAS, type UserQuotas } from '@chronodeck/contract';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MEBIBYTE = 1024 * 1024;

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Chronodeck <no-reply@chronodeck.local>'),
  APP_URL: optionalUrl,
  SUPPORT_EMAIL: z.email().default('support@chronodeck.app'),
  AI_PROVIDER: z.enum(['offline', 'openai-compatible', 'openai', 'anthropic']).default('offline'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_OFFLINE_THREADS: z.coerce.number().int().min(1).max(64).default(1),
  AI_CACHE_MAX_MB: z.coerce.number().int().min(1).default(64),
  LIVE_GAME_QUESTION_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(120)
    .default(LIVE_GAME_LIMITS.questionSeconds),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
  WEB_DIST_DIR: z.string().optional(),
  NODE_ENV: z.string().optional(),
  // libuv's own setting, read when the process starts; the password gate is sized by it.
  UV_THREADPOOL_SIZE: z.coerce.number().int().min(1).max(1024).default(4),
});

/**
 * Which proxies in front of the server `X-Forwarded-For` may be believed from: none, a number of
 * hops (`true` is one), or the proxies' own addresses. The client is the address the nearest
 * trusted proxy saw, so whatever a client writes into the header itself is never read.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: readonly string[] };

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

function parseTrustProxy(value: string, context: z.core.$RefinementCtx<string>): TrustProxy {
  if (value === 'false' || value === '0' || value === '') return { kind: 'none' };
  if (value === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) };
  const addresses = value.split(',').map((entry) => entry.trim());
  const invalid = addresses.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    context.addIssue({
      code: 'custom',
      message:
        `expected false, true, a hop count or a comma-separated list of proxy addresses/CIDRs; ` +
        `not an address: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}`,
    });
    return z.NEVER;
  }
  return { kind: 'addresses', addresses };
}

/** The Vite dev server (apps/web/vite.config.ts), whose pages call the API through its proxy. */
const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface SessionCacheBounds {
  /** How long a session read from the database answers without reading it again. */
  ttlMs: number;
  /** Sessions held at most; the longest held go first. */
  maxEntries: number;
}

export interface WorkGateBounds {
  /** Pieces of work running at once. */
  concurrent: number;
  /** Pieces waiting for a place, at most; more are refused at once. */
  maxQueued: number;
}

export interface CompressedBodiesBounds {
  /** Texts and their compressed copies together; the least recently sent go first. */
  maxTotalBytes: number;
}

export interface ListCacheBounds {
  /** The longest list text kept; longer lists are streamed from the database every time. */
  maxListChars: number;
  /** All kept texts together; the least recently served go first. */
  maxTotalChars: number;
}

export interface LoginDelayRule {
  /** Consecutive failures answered without any wait. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten after this long without a new one (and at a successful login). */
  forgetAfterMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; without it the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Connections each instance holds to PostgreSQL at most (instances × this ≤ max_connections). */
  databasePoolSize: number;
  redisUrl: string | undefined;
  /** Redis must never hold a request up: see redis/redis-client.ts. */
  redisTimeouts: { commandMs: number; connectMs: number; reconnectMaxDelayMs: number };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public origin of the web app, used in links sent by e-mail. */
  appUrl: string;
  /**
   * Origins whose pages may make cookie-authenticated changes and open sockets: `APP_URL`, plus the
   * Vite dev server when `NODE_ENV=development`. A page served by this server itself is trusted too
   * (see http/origin.ts), whatever host name it was reached by.
   */
  trustedOrigins: readonly string[];
  supportEmail: string;
  ai: {
    provider: 'offline' | 'openai-compatible' | 'openai' | 'anthropic';
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    /** A provider call taking longer than this is abandoned and reported as failed. */
    timeoutMs: number;
    /** Retries of a failed model call, with exponential backoff. */
    maxRetries: number;
    /** One budget per client address for all AI routes together, guests and signed-in alike. */
    requestsPerIp: RateLimitRule;
    /** Per signed-in account, on top of the per-address limit; also one budget for all AI routes. */
    requestsPerUser: RateLimitRule;
    /** The offline provider's worker threads (offline/offline-pool.ts). */
    offline: {
      threads: number;
      /** Calls waiting for a busy thread, at most; more fail at once with 503 `AI_UNAVAILABLE`. */
      maxQueue: number;
    };
    /** The answer cache (table `ai_responses`), which anonymous prompts fill too. */
    cache: {
      /** An answer older than this is neither served nor kept. */
      maxAgeMs: number;
      /** Past this total size, the least recently used answers are evicted. */
      maxBytes: number;
      /** A hit records its time at most this often, so reads stay reads. */
      touchIntervalMs: number;
      /** Evictions run after a write, at most this often. */
      evictionIntervalMs: number;
    };
  };
  classes: {
    /** Join attempts per student account: enough for typos, far too few to guess codes. */
    joinAttemptsPerAccount: RateLimitRule;
  };
  realtime: {
    /** Open sockets per account on one instance: tabs and devices, not hundreds. */
    socketsPerUser: number;
  };
  /** Deck files read and written (imports and exports), which hold thousands of cards in memory. */
  exchange: {
    /** Files one account may import or export: a lesson's worth, not a loop. */
    filesPerAccount: RateLimitRule;
    /** Files built or read at once on one instance, and waiting for their turn; more answer 503. */
    gate: WorkGateBounds;
  };
  liveGames: {
    /** Time to answer each question of a live class game. */
    questionSeconds: number;
    /** Games a teacher may start: a lesson's worth, not thousands held in memory. */
    startsPerAccount: RateLimitRule;
  };
  /** How much one person may store (packages/contract quotas.ts); tests set small ones. */
  quotas: UserQuotas;
  /**
   * A student's deck list, shared decks and timeline kept in memory with the version they were
   * read at (db/list-cache.ts): a list read again costs one small indexed read while nothing changed.
   */
  listCache: ListCacheBounds;
  compressedBodies: CompressedBodiesBounds;
  logLevel: string;
  trustProxy: TrustProxy;
  /** Built SPA to serve; `null` serves the API only (tests, or a SPA hosted elsewhere). */
  webDistDir: string | null;
  bodyLimitBytes: number;
  auth: {
    sessionIdleTimeoutMs: number;
    sessionLifetimeMs: number;
    /** A session's last-seen time is written at most this often, so reads stay reads. */
    sessionTouchIntervalMs: number;
    /**
     * Sessions kept in memory between requests (session-cache.ts). Changes made through the app
     * reach every instance's cache at once (through Redis between instances); `ttlMs` bounds how
     * long one it did not hear of (Redis away, a row edited by hand) can go unseen.
     */
    sessionCache: SessionCacheBounds;
    verificationTokenTtlMs: number;
    passwordResetTokenTtlMs: number;
    emailChangeTokenTtlMs: number;
    loginPerIp: RateLimitRule;
    /** The growing wait per account after consecutive failed logins (see login-delay.ts). */
    loginDelay: LoginDelayRule;
    /** Password hashes and checks run at once, and waiting (see password.ts). */
    passwordHashing: WorkGateBounds;
    registerPerIp: RateLimitRule;
    verificationPerIp: RateLimitRule;
    verificationPerAccount: RateLimitRule;
    /** "Forgot your password?" mails, per requesting address and per target account. */
    passwordResetPerIp: RateLimitRule;
    passwordResetPerAccount: RateLimitRule;
    /**
     * Every route that checks the password of a signed-in account again (change password or
     * e-mail, delete the account) shares these counters, so guesses cannot be spread over them.
     */
    passwordCheckPerIp: RateLimitRule;
    passwordCheckPerAccount: RateLimitRule;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Two connections per core, at least four: more backends than cores only queue for the CPU (on
 * 2 cores, 4 connections served bench:decks 10% more requests than 10, and 20 than 10).
 */
const defaultPoolSize = () => Math.max(4, 2 * availableParallelism());

/**
 * One argon2id hash per core, and always one of libuv's threads left for files and compression,
 * which share that pool: a class signing in at once does not hold up the pages it asks for.
 */
const passwordHashesAtOnce = (threadPoolSize: number) =>
  Math.max(1, Math.min(availableParallelism(), threadPoolSize - 1));

const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Parses the environment once, at startup; nothing else in the server reads `process.env`. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const vars = parsed.data;
  const appUrl = (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    redisUrl: vars.REDIS_URL,
    redisTimeouts: { commandMs: 250, connectMs: 1000, reconnectMaxDelayMs: 2000 },
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    appUrl,
    trustedOrigins: [
      new URL(appUrl).origin,
      ...(vars.NODE_ENV === 'development' ? DEV_SERVER_ORIGINS : []),
    ],
    supportEmail: vars.SUPPORT_EMAIL,
    ai: {
      provider: vars.AI_PROVIDER,
      baseUrl: vars.AI_BASE_URL,
      apiKey: vars.AI_API_KEY,
      model: vars.AI_MODEL,
      timeoutMs: 20_000,
      maxRetries: 2,
      requestsPerIp: { max: 300, windowMs: MINUTE },
      requestsPerUser: { max: 30, windowMs: MINUTE },
      offline: { threads: vars.AI_OFFLINE_THREADS, maxQueue: 32 },
      cache: {
        maxAgeMs: 30 * DAY,
        maxBytes: vars.AI_CACHE_MAX_MB * MEBIBYTE,
        touchIntervalMs: 5 * MINUTE,
        evictionIntervalMs: MINUTE,
      },
    },
    classes: {
      joinAttemptsPerAccount: { max: 20, windowMs: 15 * MINUTE },
    },
    realtime: { socketsPerUser: 20 },
    exchange: {
      filesPerAccount: { max: 60, windowMs: 15 * MINUTE },
      gate: { concurrent: 2, maxQueued: 8 },
    },
    liveGames: {
      questionSeconds: vars.LIVE_GAME_QUESTION_SECONDS,
      startsPerAccount: { max: 30, windowMs: 15 * MINUTE },
    },
    quotas: { ...USER_QUOTAS },
    // One batch of sendJson (64 KB): a class's worth of decks; 64 MB holds thousands of students.
    listCache: { maxListChars: 64 * 1024, maxTotalChars: 64 * 1024 * 1024 },
    // Kept lists' texts again (shared with the list cache while both keep them) and their copies.
    compressedBodies: { maxTotalBytes: 32 * 1024 * 1024 },
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    webDistDir: path.resolve(vars.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    bodyLimitBytes: 100 * 1024,
    auth: {
      sessionIdleTimeoutMs: 14 * DAY,
      sessionLifetimeMs: 60 * DAY,
      sessionTouchIntervalMs: 5 * MINUTE,
      sessionCache: { ttlMs: 5_000, maxEntries: 20_000 },
      verificationTokenTtlMs: 24 * HOUR,
      passwordResetTokenTtlMs: HOUR,
      emailChangeTokenTtlMs: 24 * HOUR,
      // Per-address limits leave room for a whole class signing in from one school address;
      // the per-account delay and limits are what stop password guessing.
      loginPerIp: { max: 100, windowMs: 15 * MINUTE },
      // A growing delay instead of a lockout (OWASP ASVS V6): an attacker's failures slow the
      // account's logins to one try per `maxDelayMs` at worst, and never shut the owner out.
      loginDelay: {
        freeFailures: 5,
        firstDelayMs: 1000,
        maxDelayMs: 5 * MINUTE,
        forgetAfterMs: DAY,
      },
      // Beyond a thousand waiting (tens of seconds of work), a login answers 503 at once.
      passwordHashing: {
        concurrent: passwordHashesAtOnce(vars.UV_THREADPOOL_SIZE),
        maxQueued: 1_000,
      },
      registerPerIp: { max: 60, windowMs: HOUR },
      verificationPerIp: { max: 100, windowMs: 15 * MINUTE },
      verificationPerAccount: { max: 5, windowMs: HOUR },
      passwordResetPerIp: { max: 30, windowMs: HOUR },
      passwordResetPerAccount: { max: 5, windowMs: HOUR },
      passwordCheckPerIp: { max: 100, windowMs: 15 * MINUTE },
      passwordCheckPerAccount: { max: 10, windowMs: 15 * MINUTE },
    },
  };
}
