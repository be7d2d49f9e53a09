import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@chronodeck/contract';
import { API_DOCS_ROUTES } from '../modules/api-docs/api-docs.routes';
import { useTestApp } from '../test/test-app';
import { changesState } from './cookie-origin';
import type { RouteAccess } from './openapi';

const context = useTestApp();

type Operation = OpenAPIV3_1.OperationObject<{
  'x-access'?: RouteAccess;
  'x-rate-limit'?: unknown[];
}>;

/** Every status the error handler (http/error-handler.ts) gives a route to declare; 500 goes unsaid. */
const ERROR_STATUSES = ['400', '401', '403', '404', '409', '413', '429', '503'];

/**
 * Routes answering a status for a reason of their own, beyond what their hooks and schemas imply.
 * Each entry says why, so a status added by mistake elsewhere still fails.
 */
const OWN_REASONS: Record<string, Partial<Record<'401' | '403' | '404', string>>> = {
  [`POST ${API_ROUTES.auth.login}`]: {
    '401': 'a wrong e-mail address or password',
    '403': 'an e-mail address not verified yet',
  },
  [`DELETE ${API_ROUTES.account.account}`]: { '403': 'a wrong password' },
  [`PUT ${API_ROUTES.account.password}`]: { '403': 'a wrong current password' },
  [`POST ${API_ROUTES.account.email}`]: { '403': 'a wrong password' },
  [`POST ${API_ROUTES.student.joinClass}`]: { '404': 'an unknown class code in the body' },
  [`POST ${API_ROUTES.student.reviews}`]: { '404': 'a card id in the body the student cannot see' },
  [`POST ${API_ROUTES.student.quizResults}`]: {
    '404': 'a class deck in the body the student does not see',
  },
};

async function operations(): Promise<{ key: string; operation: Operation }[]> {
  const response = await context.app.inject({ method: 'GET', url: API_DOCS_ROUTES.document });
  const document = response.json<OpenAPIV3_1.Document>();
  return context.app.routeTable.map((route) => {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const operation = document.paths?.[path]?.[route.method.toLowerCase() as 'get'] as Operation;
    return { key: `${route.method} ${route.url}`, operation };
  });
}

/** What each route is expected to declare, from what its hooks and schemas show it does. */
function expectedStatuses(key: string, operation: Operation) {
  const access = operation['x-access'] ?? 'public';
  const parameters = operation.parameters ?? [];
  const hasPathParameter = parameters.some(
    (parameter) => 'in' in parameter && parameter.in === 'path',
  );
  const own = OWN_REASONS[key] ?? {};
  return {
    // Zod validation of the body, path or query.
    '400': operation.requestBody !== undefined || parameters.length > 0,
    // app.authenticate: no or expired session.
    '401': access === 'signed-in' || access === 'student' || access === 'teacher' || '401' in own,
    // A role check, or a change sent with the cookie from another site (http/cookie-origin.ts).
    '403':
      access === 'student' ||
      access === 'teacher' ||
      '403' in own ||
      changesState(key.split(' ')[0] ?? ''),
    // A path parameter names a record to look up.
    '404': hasPathParameter || '404' in own,
    // The body limit.
    '413': operation.requestBody !== undefined,
    // An attempt-limit check.
    '429': operation['x-rate-limit'] !== undefined,
  };
}

describe('declared error statuses', () => {
  it('are exactly those each route can answer, as its hooks and schemas show', async () => {
    const problems: string[] = [];
    for (const { key, operation } of await operations()) {
      const declared = Object.keys(operation.responses ?? {}).filter(
        (status) => Number(status) >= 400,
      );
      for (const status of declared) {
        if (!ERROR_STATUSES.includes(status)) problems.push(`${key} declares ${status}`);
      }
      for (const [status, expected] of Object.entries(expectedStatuses(key, operation))) {
        if (expected !== declared.includes(status)) {
          problems.push(`${key} ${expected ? 'lacks' : 'should not declare'} ${status}`);
        }
      }
      // The session is looked up in the database, which may be unreachable.
      if (operation['x-access'] !== 'public' && !declared.includes('503')) {
        problems.push(`${key} reads a session but lacks 503`);
      }
      // Only creating something can clash with what exists (a deck title, an e-mail address).
      if (declared.includes('409') && !key.startsWith('POST ')) {
        problems.push(`${key} declares 409 but creates nothing`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('name the reasons of their exceptions only for routes that exist', async () => {
    const keys = (await operations()).map(({ key }) => key);
    expect(keys).toEqual(expect.arrayContaining(Object.keys(OWN_REASONS)));
  });
});
