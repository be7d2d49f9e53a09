import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APICallError, RetryError } from 'ai';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ROUTES, type GeneratedCard, type ResearchInsight } from '@chronodeck/contract';
import type { Config } from '../../config';
import { useTestApp } from '../../test/test-app';
import { describeProviderFailure } from './provider-failure';

const API_KEY = 'sk-test-0123456789abcdef';

type Behaviour = 'answer' | 'malformed' | 'wrong-shape' | 'error-500' | 'rate-limited' | 'hang';

/** A stand-in model server speaking the OpenAI chat-completions protocol. */
const model = {
  behaviours: [] as Behaviour[],
  content: '',
  requests: [] as { authorization: string | undefined; body: Record<string, unknown> }[],
};

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  model.requests.push({
    authorization: request.headers.authorization,
    body: JSON.parse(raw) as Record<string, unknown>,
  });
  const behaviour = model.behaviours.shift() ?? 'answer';
  const send = (status: number, body: unknown) => {
    // Tells the AI SDK's retry to wait 10 ms rather than its default seconds.
    response.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
    response.end(JSON.stringify(body));
  };
  switch (behaviour) {
    case 'answer':
      return send(200, completion(model.content));
    case 'malformed':
      return send(200, completion('{"cards": [ {"title": "Unfinished'));
    case 'wrong-shape':
      return send(200, completion('{"items": [{"name": "Bastille"}]}'));
    case 'error-500':
      return send(500, { error: { message: 'upstream exploded', type: 'server_error' } });
    case 'rate-limited':
      return send(429, { error: { message: 'slow down', type: 'rate_limit' } });
    case 'hang':
      return; // never answers; the server's timeout must give up
  }
}

const server = createServer((request, response) => void answer(request, response));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const withModel =
  (maxRetries: number) =>
  (config: Config): Config => ({
    ...config,
    ai: {
      ...config.ai,
      provider: 'openai-compatible',
      baseUrl,
      apiKey: API_KEY,
      model: 'test-model',
      maxRetries,
      timeoutMs: 1500,
    },
  });

const deckAnswer = JSON.stringify({
  cards: [
    { title: 'Estates-General meets', year: 1789, description: 'The king summons the Estates.' },
    // The catalogue knows this one as 1789: the server corrects the model.
    { title: 'Storming of the Bastille', year: 1790, description: 'Parisians take the fortress.' },
    { title: 'Storming of the Bastille', year: 1790, description: 'A repeat.' },
    { title: 'Fall of Rome', year: 76, description: 'Two digits: not an Events year.' },
  ],
});

beforeEach(() => {
  model.behaviours = [];
  model.requests = [];
  model.content = deckAnswer;
});

describe('an OpenAI-compatible model provider', () => {
  const context = useTestApp(withModel(0));
  const generate = (topic = 'French Revolution', language = 'fr') =>
    context.app.inject({
      method: 'POST',
      url: API_ROUTES.ai.generateDeck,
      payload: { topic, category: 'Events', language },
    });

  it('turns structured output into a deck: years checked, duplicates and non-event years dropped', async () => {
    const response = await generate();
    expect(response.statusCode).toBe(200);
    expect(response.json<{ deck: GeneratedCard[] }>().deck).toEqual([
      { title: 'Estates-General meets', year: 1789, description: 'The king summons the Estates.' },
      {
        title: 'Storming of the Bastille',
        year: 1789,
        description: 'Parisians take the fortress.',
      },
    ]);
    const [sent] = model.requests;
    expect(sent?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.body).toMatchObject({ model: 'test-model' });
    expect(JSON.stringify(sent?.body.messages)).toContain('Write every text in French.');
    expect(sent?.body.response_format).toMatchObject({ type: 'json_schema' });
  });

  it('answers research insights in the schema of SPEC.md', async () => {
    const insight: ResearchInsight = {
      ai_summary: 'A summary.',
      bullet_points: ['One', 'Two'],
      did_you_know: 'A fact.',
      related_links: [
        { title: 'Britannica', url: 'https://www.britannica.com/event/Storming-of-the-Bastille' },
      ],
      recommended_searches: ['Bastille 1789'],
    };
    model.content = JSON.stringify(insight);
    const response = await context.app.inject({
      method: 'POST',
      url: API_ROUTES.ai.researchAssistant,
      payload: { title: 'Storming of the Bastille', description: 'Paris, 1789.' },
    });
    expect(response.json()).toEqual(insight);
  });

  it.each([
    ['malformed JSON', 'malformed'],
    ['output of the wrong shape', 'wrong-shape'],
    ['a 500 from the provider', 'error-500'],
    ['a 429 from the provider', 'rate-limited'],
    ['a provider that never answers', 'hang'],
  ] as const)(
    'turns %s into a clear 503, never a 500, and caches nothing',
    async (_, behaviour) => {
      model.behaviours = [behaviour];
      const response = await generate(`Topic for ${behaviour}`);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'Failed to generate deck.',
        code: 'AI_UNAVAILABLE',
      });
      expect(response.body).not.toContain(API_KEY);

      model.behaviours = [];
      expect((await generate(`Topic for ${behaviour}`)).statusCode).toBe(200);
    },
  );

  it('reports which provider answers, without the model settings', async () => {
    const response = await context.app.inject({ method: 'GET', url: API_ROUTES.ai.status });
    expect(response.json()).toEqual({ provider: 'openai-compatible', offline: false });
  });
});

describe('retries', () => {
  const context = useTestApp(withModel(2));

  it('retries a failed call with backoff and succeeds when the provider recovers', async () => {
    model.behaviours = ['error-500', 'rate-limited'];
    const response = await context.app.inject({
      method: 'POST',
      url: API_ROUTES.ai.generateDeck,
      payload: { topic: 'Bastille', category: 'Events' },
    });
    expect(response.statusCode).toBe(200);
    expect(model.requests).toHaveLength(3);
  });
});

describe('describeProviderFailure', () => {
  it('keeps the status and a message, and drops the request with its key', () => {
    const failure = new APICallError({
      message: `Invalid key ${API_KEY}`,
      url: `${baseUrl}/chat/completions`,
      requestBodyValues: { headers: { authorization: `Bearer ${API_KEY}` } },
      statusCode: 401,
      responseBody: '{}',
    });
    const wrapped = new RetryError({
      message: 'failed',
      reason: 'maxRetriesExceeded',
      errors: [failure],
    });
    const described = describeProviderFailure(wrapped);
    expect(described).toMatchObject({ kind: 'api-call', status: 401 });
    expect(JSON.stringify(described)).not.toContain(API_KEY);
  });
});
