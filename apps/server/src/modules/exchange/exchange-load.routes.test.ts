import { describe, expect, it } from 'vitest';
import { API_ROUTES, fillRoute } from '@chronodeck/contract';
import { requestsAs, signedInUser, useTestApp, type TestContext } from '../../test/test-app';

const FILES_PER_ACCOUNT = 3;

const CSV = 'year,title\n1822,Brazil declares independence\n';

async function student(ctx: TestContext, email: string) {
  const user = await signedInUser(ctx, { email, roles: ['student'] });
  return requestsAs(ctx, user.token);
}

const timelineExport = `${API_ROUTES.student.timelineExport}?format=csv`;
const importInto = (deckTitle: string) => ({
  format: 'csv',
  content: CSV,
  deckTitle,
  save: true,
});

describe('files per account', () => {
  const context = useTestApp((config) => ({
    ...config,
    exchange: { ...config.exchange, filesPerAccount: { max: FILES_PER_ACCOUNT, windowMs: 60_000 } },
  }));

  it('counts imports and exports together, and answers 429 past the limit, to that account only', async () => {
    const ada = await student(context, 'ada@example.com');
    expect((await ada.get(timelineExport)).statusCode).toBe(200);
    expect((await ada.post(API_ROUTES.student.deckImport, importInto('Brazil'))).statusCode).toBe(
      200,
    );
    expect((await ada.get(timelineExport)).statusCode).toBe(200);

    const refused = await ada.post(API_ROUTES.student.deckImport, importInto('More Brazil'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    const decks = await ada.get(API_ROUTES.student.decks);
    expect(decks.body).not.toContain('More Brazil');

    const bob = await student(context, 'bob@example.com');
    expect((await bob.get(timelineExport)).statusCode).toBe(200);
  });
});

describe('files at once', () => {
  // No room at all: every file is refused, which shows each route goes through the gate.
  const context = useTestApp((config) => ({
    ...config,
    exchange: { ...config.exchange, gate: { concurrent: 0, maxQueued: 0 } },
  }));

  it('answers 503 SERVICE_UNAVAILABLE and changes nothing when the server has no room for a file', async () => {
    const ada = await student(context, 'ada@example.com');
    expect((await ada.post(API_ROUTES.student.decks, { title: 'Rome' })).statusCode).toBe(201);
    const answers = await Promise.all([
      ada.get(timelineExport),
      ada.get(`${fillRoute(API_ROUTES.student.deckExport, { deckTitle: 'Rome' })}?format=apkg`),
      ada.post(API_ROUTES.student.deckImport, importInto('Brazil')),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    }
    expect((await ada.get(API_ROUTES.student.decks)).body).not.toContain('Brazil');
  });
});
