import { describe, expect, it } from 'vitest';
import { API_ROUTES, fillRoute } from '@chronodeck/contract';
import { requestsAs, signedInUser, useTestApp } from '../test/test-app';

const context = useTestApp();

describe('a NUL character anywhere in a request', () => {
  it('is refused with a clear 400 and stores nothing, in a field or deep in a list', async () => {
    const user = await signedInUser(context);
    const as = requestsAs(context, user.token);
    const deck = await as.post(API_ROUTES.student.decks, { title: 'Rome\u0000' });
    expect(deck.statusCode).toBe(400);
    expect(deck.json()).toEqual({
      error: 'Text cannot contain NUL characters.',
      code: 'VALIDATION',
    });
    const event = await as.post(API_ROUTES.student.timeline, {
      title: 'Fall of Rome',
      year: 476,
      category: 'Antiquity',
      description: 'The last western emperor is deposed.',
      links: ['https://example.org/\u0000'],
    });
    expect(event.statusCode).toBe(400);
    expect((await as.get(API_ROUTES.student.decks)).json()).toEqual([]);
    expect((await as.get(API_ROUTES.student.timeline)).json()).toEqual([]);
  });

  it('is refused in a path or a query too', async () => {
    const user = await signedInUser(context, { roles: ['teacher'] });
    const as = requestsAs(context, user.token);
    const inPath = await as.get(fillRoute(API_ROUTES.classes.class, { classId: 'AB\u0000' }));
    expect(inPath.statusCode).toBe(400);
    const inQuery = await as.get(`${API_ROUTES.catalogue.events}?q=%00`);
    expect(inQuery.statusCode).toBe(400);
  });

  it('is looked for without overflowing the stack, however deep the body nests', async () => {
    const user = await signedInUser(context);
    const deep = `{"title":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
    const response = await context.app.inject({
      method: 'POST',
      url: API_ROUTES.student.decks,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
  });

  it('is looked for without overflowing the stack, however long a list the body holds', async () => {
    const user = await signedInUser(context);
    // The import route takes bodies of megabytes: a million items fit in one.
    const items = `[${'0,'.repeat(1_000_000)}"Rome"]`;
    const response = await context.app.inject({
      method: 'POST',
      url: API_ROUTES.student.deckImport,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: `{"format":"csv","content":${items},"deckTitle":"Rome","save":false}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('an unpaired UTF-16 surrogate anywhere in a request', () => {
  const postJson = (token: string, url: string, json: string) =>
    context.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: json,
    });

  it('is refused with a clear 400 instead of being stored as U+FFFD', async () => {
    const user = await signedInUser(context);
    const as = requestsAs(context, user.token);
    // The JSON escape is the only way a lone surrogate travels: UTF-8 cannot carry one.
    for (const title of ['Rome \\ud800', 'Rome \\udc00 fell', '\\udbff']) {
      const response = await postJson(user.token, API_ROUTES.student.decks, `{"title":"${title}"}`);
      expect(response.statusCode, title).toBe(400);
      expect(response.json()).toEqual({
        error: 'Text cannot contain unpaired UTF-16 surrogates.',
        code: 'VALIDATION',
      });
    }
    const inList = await postJson(
      user.token,
      API_ROUTES.student.timeline,
      JSON.stringify({
        title: 'Fall of Rome',
        year: 476,
        category: 'Antiquity',
        description: 'The last western emperor is deposed.',
      }).replace('}', ',"links":["https://example.org/\\ud83d"]}'),
    );
    expect(inList.statusCode).toBe(400);
    const inKey = await postJson(
      user.token,
      API_ROUTES.student.decks,
      '{"title":"Rome","\\ud800":1}',
    );
    expect(inKey.statusCode).toBe(400);
    expect((await as.get(API_ROUTES.student.decks)).json()).toEqual([]);
    expect((await as.get(API_ROUTES.student.timeline)).json()).toEqual([]);
  });

  it('is told apart from a proper surrogate pair, which is stored as written', async () => {
    const user = await signedInUser(context);
    const response = await postJson(
      user.token,
      API_ROUTES.student.decks,
      '{"title":"Rome \\ud83d\\ude80"}',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Rome 🚀' });
  });
});
