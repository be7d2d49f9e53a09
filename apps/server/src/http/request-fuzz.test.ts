import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  ERROR_CODES,
  fillRoute,
  type ClassSummary,
  type Deck,
} from '@chronodeck/contract';
import { requestsAs, signedInUser, useTestApp } from '../test/test-app';

const context = useTestApp();

/** Field names the API reads, so random bodies often hit real fields with wrong values. */
const FIELD_NAMES = [
  'title',
  'year',
  'description',
  'category',
  'summary',
  'links',
  'disableAI',
  'bulletPointsSummary',
  'topic',
  'language',
  'prompt',
  'code',
  'password',
  'email',
  'name',
  'roles',
  'token',
  'mode',
  'deckTitle',
  'score',
  'total',
  'bestStreak',
  'subject',
  'yearGroup',
];

const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    "'; drop table users; --",
    '%00',
    '\u202e',
    '🚀'.repeat(50),
  ),
  fc.string({ minLength: 3000, maxLength: 6000 }),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, Number.MAX_SAFE_INTEGER, 1e308, true, false, null),
  fc.array(hostileText, { maxLength: 30 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
);
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 8 }),
  fc.jsonValue(),
);

/** A path segment as written into the URL: encoded text of any length, or raw broken encodings. */
const pathSegment = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ minLength: 90, maxLength: 1200 }).map(encodeURIComponent),
  fc.constantFrom('%', '%E0', '%zz', '%ED%A0%80', '%C0%AF', '.', '..', '%2e%2e'),
);

describe('every route under random input', () => {
  it('answers success or a clear 4xx with a code from the catalogue, never a 500', async () => {
    const user = await signedInUser(context, { roles: ['student', 'teacher'] });
    const as = requestsAs(context, user.token);
    const schoolClass = (
      await as.post(API_ROUTES.classes.list, { title: 'Fuzz' })
    ).json<ClassSummary>();
    await as.post(fillRoute(API_ROUTES.classes.decks, { classId: schoolClass._id }), {
      title: 'Deck',
    });
    const deck = (await as.post(API_ROUTES.student.decks, { title: 'Deck' })).json<Deck>();
    const params: Record<string, string> = {
      classId: schoolClass._id,
      deckTitle: 'Deck',
      deckId: deck._id,
    };
    const routes = context.app.routeTable.filter(
      // Deleting the account would end the session the other routes need; it has its own tests.
      (route) => !(route.method === 'DELETE' && route.url === API_ROUTES.account.account),
    );

    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(hostileBody, pathSegment, async (body, randomSegment) => {
          const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
            name in params ? encodeURIComponent(params[name] ?? '') : randomSegment,
          );
          const response = await context.app.inject({
            method: route.method as 'POST',
            url,
            headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
            payload: route.method === 'GET' ? undefined : JSON.stringify(body),
          });
          const described = `${route.method} ${url}: ${response.body}`;
          expect(response.statusCode, described).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(ERROR_CODES, described).toContain(response.json<{ code?: string }>().code);
          }
        }),
        { numRuns: 12 },
      );
    }
  });
});
