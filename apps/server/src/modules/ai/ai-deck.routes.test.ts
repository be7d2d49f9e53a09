import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueEvents } from '@chronodeck/catalogue/events';
import {
  API_ROUTES,
  INSIGHT_LIMITS,
  TOPIC_MAX_LENGTH,
  type GeneratedCard,
  type ResearchInsight,
} from '@chronodeck/contract';
import { aiResponses } from '../../db/schema';
import { requestsAs, signedInUser, useTestApp } from '../../test/test-app';

describe('POST /ai/generate-deck with the offline provider', () => {
  const context = useTestApp();
  const generate = (payload: Record<string, unknown>) =>
    context.app.inject({ method: 'POST', url: API_ROUTES.ai.generateDeck, payload });

  it('answers a guest with a deck of dated cards on the topic', async () => {
    const response = await generate({ topic: 'French Revolution', category: 'Events' });
    expect(response.statusCode).toBe(200);
    const { deck } = response.json<{ deck: GeneratedCard[] }>();
    expect(deck.map((card) => card.title)).toContain('Storming of the Bastille');
    expect(deck.every((card) => /^\d{3,4}$/.test(String(card.year)))).toBe(true);
  });

  it('keeps BCE cards outside the Events category, where the 3–4 digit rule does not apply', async () => {
    const events = (await generate({ topic: 'Roman Republic', category: 'Events' })).json<{
      deck: GeneratedCard[];
    }>();
    const concepts = (await generate({ topic: 'Roman Republic', category: 'Concepts' })).json<{
      deck: GeneratedCard[];
    }>();
    expect(events.deck.some((card) => card.year < 0)).toBe(false);
    expect(concepts.deck.some((card) => card.year < 0)).toBe(true);
  });

  it('answers a repeat alike without storing anything', async () => {
    const first = await generate({ topic: 'Cold War', category: 'Events' });
    const repeat = await generate({ topic: '  cold   WAR ', category: 'Events' });
    expect(repeat.json()).toEqual(first.json());
    const stored = await context.database.db.select({ rows: count() }).from(aiResponses);
    expect(stored[0]?.rows).toBe(0);
  });

  it.each([
    ['an empty topic', { topic: '', category: 'Events' }],
    ['a whitespace-only topic', { topic: '   ', category: 'Events' }],
    ['an over-long topic', { topic: 'x'.repeat(TOPIC_MAX_LENGTH + 1), category: 'Events' }],
    ['an unknown category', { topic: 'Rome', category: 'Gossip' }],
    ['an unknown language', { topic: 'Rome', category: 'Events', language: 'de' }],
  ])('rejects %s with a 400', async (_, payload) => {
    const response = await generate(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('POST /ai/research-assistant with the offline provider', () => {
  const context = useTestApp();
  const ask = (payload: Record<string, unknown>) =>
    context.app.inject({ method: 'POST', url: API_ROUTES.ai.researchAssistant, payload });

  it('recognises a student’s own wording of a catalogue event, and its year', async () => {
    const rome = catalogueEvents.find((event) => event.title === 'Rome is founded')!;
    const response = await ask({ title: 'Founding of Rome', year: -753, language: 'en' });
    expect(response.json<ResearchInsight>().ai_summary).toBe(rome.description);
    const farOff = await ask({ title: 'Founding of Rome', year: 1500, language: 'en' });
    expect(farOff.json<ResearchInsight>().ai_summary).not.toBe(rome.description);
    expect((await ask({ title: 'Founding of Rome', year: 0 })).statusCode).toBe(400);
  });

  it('answers with the five parts of an insight', async () => {
    const response = await ask({ title: 'Battle of Waterloo', description: '', language: 'es' });
    expect(response.statusCode).toBe(200);
    const insight = response.json<ResearchInsight>();
    expect(insight.ai_summary).not.toBe('');
    expect(insight.bullet_points[0]).toMatch(/^Cuándo: 1815/);
    expect(insight.related_links[0]?.url).toMatch(/^https:\/\/es\.wikipedia\.org\//);
    // The catalogue's own Spanish title, as a Spanish reader would search for it.
    expect(insight.recommended_searches).toContain('Batalla de Waterloo');
  });

  it.each([
    ['an empty title', { title: ' ' }],
    ['an over-long title', { title: 'x'.repeat(INSIGHT_LIMITS.title + 1) }],
    [
      'an over-long description',
      { title: 'Waterloo', description: 'x'.repeat(INSIGHT_LIMITS.description + 1) },
    ],
  ])('rejects %s with a 400', async (_, payload) => {
    expect((await ask(payload)).statusCode).toBe(400);
  });
});

describe('GET /api/ai/status', () => {
  const context = useTestApp();

  it('says the offline knowledge base answers by default', async () => {
    const response = await context.app.inject({ method: 'GET', url: API_ROUTES.ai.status });
    expect(response.json()).toEqual({ provider: 'offline', offline: true });
  });
});

describe('AI rate limits', () => {
  const context = useTestApp((config) => ({
    ...config,
    ai: {
      ...config.ai,
      requestsPerIp: { max: 6, windowMs: 60_000 },
      requestsPerUser: { max: 2, windowMs: 60_000 },
    },
  }));
  const deckRequest = { topic: 'Rome', category: 'Events' };

  it('limits each account, then each address, with a clear 429', async () => {
    const student = await signedInUser(context, { roles: ['student'] });
    const asStudent = requestsAs(context, student.token);
    expect((await asStudent.post(API_ROUTES.ai.generateDeck, deckRequest)).statusCode).toBe(200);
    expect((await asStudent.post(API_ROUTES.ai.generateDeck, deckRequest)).statusCode).toBe(200);
    const limited = await asStudent.post(API_ROUTES.ai.generateDeck, deckRequest);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });

    // Guests count only against the address, which has 3 of its 6 attempts left.
    const asGuest = requestsAs(context, undefined);
    for (const attempt of [1, 2, 3]) {
      const response = await asGuest.post(API_ROUTES.ai.generateDeck, deckRequest);
      expect(response.statusCode, `guest attempt ${attempt}`).toBe(200);
    }
    expect((await asGuest.post(API_ROUTES.ai.generateDeck, deckRequest)).statusCode).toBe(429);
  });
});

describe('one AI budget for every AI route', () => {
  const context = useTestApp((config) => ({
    ...config,
    ai: {
      ...config.ai,
      requestsPerIp: { max: 4, windowMs: 60_000 },
      requestsPerUser: { max: 2, windowMs: 60_000 },
    },
  }));
  const calls = [
    [API_ROUTES.ai.generateDeck, { topic: 'Rome', category: 'Events' }],
    [API_ROUTES.ai.researchAssistant, { title: 'Rome' }],
    [API_ROUTES.generateSummary, { prompt: 'Rome' }],
  ] as const;

  it('counts a call to any AI route against the same per-account and per-address limits', async () => {
    const student = await signedInUser(context, { roles: ['student'] });
    const asStudent = requestsAs(context, student.token);
    const studentAnswers = [];
    for (const [url, payload] of calls) studentAnswers.push(await asStudent.post(url, payload));
    expect(studentAnswers.map((response) => response.statusCode)).toEqual([200, 200, 429]);

    // The address counted the student's 3 calls of its 4; a guest there has one left, on any route.
    const asGuest = requestsAs(context, undefined);
    const guestAnswers = [];
    for (const [url, payload] of calls.toReversed()) {
      guestAnswers.push(await asGuest.post(url, payload));
    }
    expect(guestAnswers.map((response) => response.statusCode)).toEqual([200, 429, 429]);
  });
});
