import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { jsonArray, paged, sendJson, type JsonChunks, type Page } from './paged-json';

async function* item(value: unknown): JsonChunks {
  yield JSON.stringify(value);
}

/** A route sending `count` items of `size` characters, read from pages of 10. */
function listRoute(count: number, size: number, reads: Page[] = []) {
  const app = Fastify();
  app.get('/list', (_request, reply) =>
    sendJson(
      reply,
      jsonArray(
        paged(async (page) => {
          reads.push(page);
          const end = Math.min(count, page.offset + page.limit);
          return Array.from({ length: Math.max(0, end - page.offset) }, (_, index) => ({
            n: page.offset + index,
            text: 'x'.repeat(size),
          }));
        }, 10),
        item,
      ),
    ),
  );
  return app;
}

describe('sendJson', () => {
  it('sends a short list as one JSON body, read in one page', async () => {
    const reads: Page[] = [];
    const response = await listRoute(3, 10, reads).inject('/list');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.json<{ n: number }[]>().map((entry) => entry.n)).toEqual([0, 1, 2]);
    expect(reads).toEqual([{ offset: 0, limit: 10 }]);
  });

  it('streams a list too long for two batches, still one valid JSON array', async () => {
    const response = await listRoute(45, 5_000, []).inject('/list');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.json<{ n: number }[]>().map((entry) => entry.n)).toEqual(
      Array.from({ length: 45 }, (_, index) => index),
    );
  });

  it('writes [] for an empty list, and reads a list of exactly a page twice', async () => {
    expect((await listRoute(0, 1).inject('/list')).json()).toEqual([]);
    const reads: Page[] = [];
    expect((await listRoute(10, 1, reads).inject('/list')).json()).toHaveLength(10);
    expect(reads).toHaveLength(2);
  });

  it('answers with the error of a first read that fails, before sending anything', async () => {
    const app = Fastify();
    app.get('/list', (_request, reply) =>
      sendJson(
        reply,
        jsonArray(
          paged(() => Promise.reject(new Error('database away'))),
          item,
        ),
      ),
    );
    const response = await app.inject('/list');
    expect(response.statusCode).toBe(500);
  });
});
