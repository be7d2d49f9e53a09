import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { OpenAPIV3_1 } from 'openapi-types';
import { SESSION_COOKIE, type Role } from '@chronodeck/contract';
import { isAttemptLimitCheck, type AttemptLimitCheck } from './attempt-limit';
import { changesState, COOKIE_ORIGIN_NOTE } from './cookie-origin';

/** Who may call a route, as the OpenAPI document states it in each operation's `x-access`. */
export type RouteAccess = 'public' | 'guest-or-signed-in' | 'signed-in' | Role;

/** The modules of the API, in the order the reference lists them. */
export const API_TAGS = [
  { name: 'Health', description: 'Readiness of the server and its database.' },
  { name: 'Site', description: 'Public settings the web app shows.' },
  {
    name: 'Auth',
    description: 'Registration, e-mail verification and sessions (cookie or bearer token).',
  },
  { name: 'Catalogue', description: 'The built-in catalogue of historical events.' },
  {
    name: 'AI',
    description:
      'Summaries, generated decks and insights, from the offline knowledge base or a language model.',
  },
  { name: 'Timeline', description: "A student's own timeline events." },
  { name: 'Quiz results', description: "A student's finished quiz games." },
  {
    name: 'Reviews',
    description:
      "Spaced repetition (FSRS): a student's due cards, their ratings, study settings and statistics.",
  },
  { name: 'Classes', description: "Teachers' classes; students join and leave them by code." },
  {
    name: 'Class results',
    description:
      "Who studied what: a teacher's class results, a student's own progress in a class.",
  },
  {
    name: 'Live games',
    description:
      'Live class games: the teacher starts one; players join with its PIN over socket.io.',
  },
  { name: 'Decks', description: "A student's decks and the decks their classes share." },
  {
    name: 'Exchange',
    description: 'Decks and timelines as CSV, Anki packages and TimelineJS files.',
  },
  { name: 'Account', description: 'Downloading or deleting everything a person owns.' },
  { name: 'API docs', description: 'This document and its reference page.' },
] as const satisfies readonly OpenAPIV3_1.TagObject[];

export type ApiTag = (typeof API_TAGS)[number]['name'];

const SIGNED_IN = [{ sessionCookie: [] }, { bearerToken: [] }];

const ACCESS_DESCRIPTION: Record<RouteAccess, string> = {
  public: 'Open to everyone.',
  'guest-or-signed-in':
    'Open to guests. A session, when sent, also counts the call against the account’s own limit.',
  'signed-in': 'Needs a session: 401 without one.',
  student: 'Needs a session with the student role: 401 without a session, 403 without the role.',
  teacher: 'Needs a session with the teacher role: 401 without a session, 403 without the role.',
};

/** A role check (see `requireRole`) names its role, so the document can state it. */
export interface RoleCheck {
  readonly requiredRole: Role;
}

function isRoleCheck(hook: unknown): hook is RoleCheck {
  return typeof hook === 'function' && 'requiredRole' in hook;
}

const hooksOf = (route: RouteOptions): unknown[] => [route.onRequest, route.preHandler].flat();

/**
 * Who may call a route, read from the hooks it runs rather than written a second time beside
 * them: `app.authenticate` requires a session, `app.identify` takes one when sent, a role check
 * names its role. `http/route-permissions.test.ts` checks the result against observed behaviour.
 */
function accessOf(app: FastifyInstance, route: RouteOptions): RouteAccess {
  const hooks = hooksOf(route);
  const role = hooks.find(isRoleCheck)?.requiredRole;
  if (role) return role;
  if (hooks.includes(app.authenticate)) return 'signed-in';
  if (hooks.includes(app.identify)) return 'guest-or-signed-in';
  return 'public';
}

type AttemptLimits = AttemptLimitCheck['attemptLimits'];

/** The attempt limits a route enforces, read from its hooks like its access. */
function attemptLimitsOf(route: RouteOptions): AttemptLimits {
  return hooksOf(route)
    .filter(isAttemptLimitCheck)
    .flatMap((check) => check.attemptLimits);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "an hour", "a minute", "per 15 minutes". */
function perWindow(ms: number): string {
  const [count, unit] =
    ms % HOUR === 0
      ? [ms / HOUR, 'hour']
      : ms % MINUTE === 0
        ? [ms / MINUTE, 'minute']
        : [ms / 1000, 'second'];
  if (count === 1) return unit === 'hour' ? 'an hour' : `a ${unit}`;
  return `per ${count} ${unit}s`;
}

/** "Limited to 100 requests per 15 minutes per client address and 10 per 15 minutes per e-mail address…" */
function attemptLimitsText(limits: AttemptLimits): string | undefined {
  if (limits.length === 0) return undefined;
  const parts = limits.map(
    ({ rule, per }, index) =>
      `${rule.max}${index === 0 ? ' requests' : ''} ${perWindow(rule.windowMs)} per ${per}`,
  );
  return `Limited to ${parts.join(' and ')}; beyond that it answers 429 with \`Retry-After\`.`;
}

function securityOf(access: RouteAccess) {
  if (access === 'public') return [];
  // An empty requirement makes the session optional.
  if (access === 'guest-or-signed-in') return [{}, ...SIGNED_IN];
  return SIGNED_IN;
}

/** Responses without a description of their own are described by their status ("Not Found"). */
function describeResponses(document: Partial<OpenAPIV3_1.Document>) {
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {})) {
      if (typeof operation !== 'object' || !('responses' in operation)) continue;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if ('description' in response && response.description === 'Default Response') {
          response.description = STATUS_CODES[status] ?? response.description;
        }
      }
    }
  }
  return document;
}

/**
 * Collects every route from here on into an OpenAPI 3.1 document (`app.swagger()`), its schemas
 * converted from the contract's zod schemas. Register before any route.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Chronodeck API',
        version: '1',
        description:
          'Every error is JSON `{ "error": "<message>", "code": "<CODE>" }`: 400 validation, ' +
          '401 no or expired session, 403 forbidden, 404 not found, 409 conflict, 413 too large, ' +
          '429 rate limited, 503 database or AI provider unavailable. The browser carries the ' +
          `session in the httpOnly \`${SESSION_COOKIE}\` cookie; API clients may send ` +
          '`Authorization: Bearer <token>` with the token that login returns.',
      },
      tags: [...API_TAGS],
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Set by POST /api/auth/login; httpOnly.',
          },
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The `token` that POST /api/auth/login returns.',
          },
        },
      },
    },
    transform: (input) => {
      const access = accessOf(app, input.route);
      const limits = attemptLimitsOf(input.route);
      // Keys starting with x- reach the operation as they are: an extension for tools and tests.
      const extensions = {
        'x-access': access,
        ...(limits.length > 0 && {
          'x-rate-limit': limits.map(({ rule, per }) => ({
            max: rule.max,
            windowSeconds: rule.windowMs / 1000,
            per,
          })),
        }),
      };
      return jsonSchemaTransform({
        ...input,
        schema: {
          ...input.schema,
          description: [
            input.schema.description,
            attemptLimitsText(limits),
            ACCESS_DESCRIPTION[access],
            [input.route.method].flat().some(changesState) && COOKIE_ORIGIN_NOTE,
          ]
            .filter(Boolean)
            .join(' '),
          security: securityOf(access),
          ...extensions,
        },
      });
    },
    transformObject: (input) =>
      describeResponses(jsonSchemaTransformObject(input) as Partial<OpenAPIV3_1.Document>),
  });
}

/** Registers a module's routes under one tag of the document. */
export function tagged(tag: ApiTag, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async function registerTaggedRoutes(scope) {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: [tag] };
    });
    await scope.register(routes);
  };
}
