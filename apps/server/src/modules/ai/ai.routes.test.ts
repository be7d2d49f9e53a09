import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  classEventSummaryPrompt,
  eventSummaryPrompt,
  EVENT_LIMITS,
  SUMMARY_PROMPT_MAX_LENGTH,
} from '@chronodeck/contract';
import { catalogueEvents } from '@chronodeck/catalogue/events';
import { localizeEvent } from '@chronodeck/catalogue/translations';
import { aiResponses } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/test-app';
import type { AiProvider } from './ai-provider';

const goldenLaw = catalogueEvents.find(
  (event) => event.category === 'Brazilian History' && event.year === 1888,
);

/** The event browser's request: the prompt for a model, the event for the lookup. */
const aboutEvent = (event: { title: string; year: number }, language?: string) => ({
  prompt: eventSummaryPrompt(event),
  event: { title: event.title, year: event.year },
  ...(language ? { language } : {}),
});

function summaryRoute(context: TestContext) {
  return {
    summarize: (payload: Record<string, unknown>) =>
      context.app.inject({ method: 'POST', url: API_ROUTES.generateSummary, payload }),
    storedAnswers: async () =>
      (await context.database.db.select({ rows: count() }).from(aiResponses))[0]?.rows,
  };
}

describe('POST /api/generate-summary with the offline provider', () => {
  const context = useTestApp();
  const { summarize, storedAnswers } = summaryRoute(context);

  it('summarises a catalogue event from its record, with sources as full URLs', async () => {
    const event = goldenLaw ?? catalogueEvents[0]!;
    const response = await summarize(aboutEvent(event));
    expect(response.statusCode).toBe(200);
    const lines = response.json<{ summary: string }>().summary.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^When: ${event.year} `));
    expect(lines).toContain(event.description);
    const links = lines.filter((line) => line.startsWith('http'));
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(new URL(link).protocol).toBe('https:');
  });

  it('finds a class event by its title and year, whatever the prompt says', async () => {
    const event = catalogueEvents[20]!;
    const response = await summarize({
      prompt: 'Summarize this historical event.',
      event: { title: event.title, year: event.year, description: 'Written by a teacher.' },
    });
    expect(response.json<{ summary: string }>().summary).toContain(event.description);
  });

  const titled = (title: string) => catalogueEvents.find((event) => event.title === title)!;

  it.each([
    ['Founding of Rome', -753, 'en', 'Rome is founded'],
    ['Independence of Brazil', 1822, 'pt', 'Brazil declares independence'],
    ['Independência do Brasil', 1823, 'pt', 'Brazil declares independence'],
    ['Grito do Ipiranga', 1822, 'pt', 'Brazil declares independence'],
    ['Lei Áurea abolishes slavery', 1888, 'pt', 'Golden Law abolishes slavery'],
    ['Golden Law', 1888, 'it', 'Golden Law abolishes slavery'],
    ['Fall of the Bastille', 1789, 'fr', 'Storming of the Bastille'],
  ] as const)(
    'summarises a teacher’s "%s" (%i, %s) as the catalogue’s "%s", as insights find it',
    async (title, year, language, catalogueTitle) => {
      const found = localizeEvent(titled(catalogueTitle), language);
      const event = { title, year, description: 'Written by a teacher.' };
      const summary = (
        await summarize({
          prompt: classEventSummaryPrompt({ ...event, bulletPointsSummary: false }),
          event,
          language,
        })
      ).json<{ summary: string }>().summary;
      expect(summary.split('\n')).toContain(found.description);
      const insight = await context.app.inject({
        method: 'POST',
        url: API_ROUTES.ai.researchAssistant,
        payload: { ...event, language },
      });
      expect(insight.json<{ ai_summary: string }>().ai_summary).toBe(found.description);
    },
  );

  it('answers in the language asked for', async () => {
    const event = catalogueEvents.find((candidate) => candidate.year < 0)!;
    const response = await summarize(aboutEvent(event, 'fr'));
    const summary = response.json<{ summary: string }>().summary;
    expect(summary).toContain('av. J.-C.');
    expect(summary).toContain('Pour en savoir plus :');
    expect(summary).toContain('https://fr.wikipedia.org/');
  });

  it('says plainly when the catalogue has no entry, and invents nothing', async () => {
    const response = await summarize(
      aboutEvent({ title: 'Coronation of King Zorblax', year: 1234 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ summary: string }>().summary).toMatch(
      /^The offline knowledge base has no entry for "Coronation of King Zorblax"/,
    );
  });

  it('never reads the prompt: a prompt alone gets the "no entry" answer, even naming an event', async () => {
    const event = catalogueEvents[5]!;
    const prompt = eventSummaryPrompt(event);
    const response = await summarize({ prompt });
    expect(response.statusCode).toBe(200);
    const summary = response.json<{ summary: string }>().summary;
    expect(summary).toMatch(/^The offline knowledge base has no entry for "Write a concise/);
    expect(summary).not.toContain(event.description);
  });

  it('stores nothing: an offline answer costs less to make than the cache would to look up', async () => {
    const event = catalogueEvents[10]!;
    expect((await summarize(aboutEvent(event))).statusCode).toBe(200);
    expect((await summarize(aboutEvent(event))).statusCode).toBe(200);
    expect(await storedAnswers()).toBe(0);
  });

  it.each([
    ['an empty prompt', { prompt: '' }],
    ['a whitespace-only prompt', { prompt: '   \n ' }],
    ['a missing prompt', {}],
    ['a prompt that is not text', { prompt: 42 }],
    ['an over-long prompt', { prompt: 'x'.repeat(SUMMARY_PROMPT_MAX_LENGTH + 1) }],
    ['an unknown language', { prompt: 'Magna Carta', language: 'de' }],
    ['an event in year 0', { prompt: 'Summarize.', event: { title: 'Nothing', year: 0 } }],
    [
      'an event title too long',
      {
        prompt: 'Summarize.',
        event: { title: 'x'.repeat(EVENT_LIMITS.title + 1), year: 1215 },
      },
    ],
    [
      'an event year as text',
      { prompt: 'Summarize.', event: { title: 'Magna Carta', year: '1215' } },
    ],
    ['an event title that is not text', { prompt: 'Summarize.', event: { title: 7, year: 1215 } }],
    ['an event that is text', { prompt: 'Summarize.', event: 'Magna Carta (1215)' }],
    ['an event without a title', { prompt: 'Summarize.', event: { year: 1215 } }],
  ])('rejects %s with a 400 and stores nothing', async (_, payload) => {
    const response = await summarize(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(await storedAnswers()).toBe(0);
  });
});

/** A provider whose every operation answers through `answer`, counting calls. */
function countingProvider(
  answer: (call: number, signal: AbortSignal) => Promise<string>,
): AiProvider & { calls: number } {
  const provider = {
    name: 'openai-compatible' as const,
    model: 'test-model',
    calls: 0,
    summarize: (_request: unknown, signal: AbortSignal) => answer(++provider.calls, signal),
    generateDeck: async (_request: unknown, signal: AbortSignal) => [
      { title: await answer(++provider.calls, signal), year: 1789, description: '' },
    ],
    researchAssistant: async (_request: unknown, signal: AbortSignal) => ({
      ai_summary: await answer(++provider.calls, signal),
      bullet_points: [],
      did_you_know: '',
      related_links: [],
      recommended_searches: [],
    }),
  };
  return provider;
}

describe("POST /api/generate-summary storing a model provider's answers", () => {
  const model = countingProvider(async (call) => `Answer ${call}`);
  const context = useTestApp(undefined, { aiProvider: model });
  const { summarize, storedAnswers } = summaryRoute(context);

  it('stores the answer, and serves a repeat of the same question from the store', async () => {
    const event = catalogueEvents[10]!;
    const request = aboutEvent(event);
    const first = await summarize(request);
    const repeat = await summarize({
      prompt: `  ${request.prompt.toUpperCase()} `,
      event: { title: ` ${event.title.toLowerCase()}`, year: event.year, description: '' },
    });
    expect(repeat.json()).toEqual(first.json());
    expect(await storedAnswers()).toBe(1);
    await summarize(aboutEvent(event, 'pt'));
    expect(await storedAnswers()).toBe(2);
  });

  it('keys the stored answer by the event as well as the prompt', async () => {
    const [first, second] = catalogueEvents;
    const prompt = 'Summarize this historical event.';
    const one = await summarize({ prompt, event: { title: first!.title, year: first!.year } });
    const other = await summarize({ prompt, event: { title: second!.title, year: second!.year } });
    expect(other.json()).not.toEqual(one.json());
    await summarize({ prompt });
    expect(await storedAnswers()).toBe(3);
  });
});

describe('POST /api/generate-summary when the provider fails', () => {
  const failing = countingProvider(async () => {
    throw new Error('upstream said: key sk-secret-123 is invalid');
  });
  const context = useTestApp(undefined, { aiProvider: failing });

  it('answers 503 "Failed to fetch AI summary." without the provider\'s details, and stores nothing', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: API_ROUTES.generateSummary,
      payload: { prompt: 'Magna Carta' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Failed to fetch AI summary.',
      code: 'AI_UNAVAILABLE',
    });
    expect(response.body).not.toContain('sk-secret');
    const [stored] = await context.database.db.select({ rows: count() }).from(aiResponses);
    expect(stored?.rows).toBe(0);
  });
});

describe('POST /api/generate-summary when the provider hangs', () => {
  const hanging = countingProvider(
    (_call, signal) =>
      new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error)),
      ),
  );
  const context = useTestApp((config) => ({ ...config, ai: { ...config.ai, timeoutMs: 50 } }), {
    aiProvider: hanging,
  });

  it('gives up after the timeout with the same clear error', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: API_ROUTES.generateSummary,
      payload: { prompt: 'Magna Carta' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'AI_UNAVAILABLE' });
  });
});

describe('POST /api/generate-summary rate limit', () => {
  const context = useTestApp((config) => ({
    ...config,
    ai: { ...config.ai, requestsPerIp: { max: 2, windowMs: 60_000 } },
  }));

  it('refuses a client address that asks too often', async () => {
    const ask = () =>
      context.app.inject({
        method: 'POST',
        url: API_ROUTES.generateSummary,
        payload: { prompt: 'Magna Carta' },
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('an AI provider timing out under load', () => {
  const hanging = countingProvider(
    (_call, signal) =>
      new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error)),
      ),
  );
  const context = useTestApp((config) => ({ ...config, ai: { ...config.ai, timeoutMs: 2000 } }), {
    aiProvider: hanging,
  });

  it('leaves the other routes answering while its requests wait, then fails them cleanly', async () => {
    const pending = Array.from({ length: 30 }, (_, index) =>
      context.app.inject({
        method: 'POST',
        url: API_ROUTES.ai.generateDeck,
        payload: { topic: `Topic ${index}`, category: 'Events' },
      }),
    );
    let settled = 0;
    for (const request of pending) void request.then(() => (settled += 1));

    const others = await Promise.all([
      context.app.inject({ method: 'GET', url: API_ROUTES.catalogue.categories }),
      context.app.inject({ method: 'GET', url: API_ROUTES.health }),
      context.app.inject({ method: 'GET', url: `${API_ROUTES.catalogue.events}?q=Rome` }),
    ]);
    expect(others.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(settled).toBe(0);

    const answers = await Promise.all(pending);
    expect(new Set(answers.map((response) => response.statusCode))).toEqual(new Set([503]));
  });
});
