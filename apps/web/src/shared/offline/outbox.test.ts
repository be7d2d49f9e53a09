import fc from 'fast-check';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { flushOutbox } from './flush-outbox';
import { outbox } from './outbox';
import { QUEUED, sendOrQueue } from './send-or-queue';

const REVIEW = { reviewId: 'r1', cardId: 'c1', rating: 'good' };
const json = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('outbox', () => {
  it('keeps each person’s requests apart, in the order they were made', () => {
    outbox.add({ id: '1', userId: 'ada', path: '/a', body: 1 });
    outbox.add({ id: '2', userId: 'grace', path: '/b', body: 2 });
    outbox.add({ id: '3', userId: 'ada', path: '/c', body: 3 });
    expect(outbox.entries('ada').map((entry) => entry.id)).toEqual(['1', '3']);
    outbox.remove('1');
    expect(outbox.entries('ada').map((entry) => entry.id)).toEqual(['3']);
    expect(outbox.entries('grace')).toHaveLength(1);
  });

  it('tells its listeners about every change', () => {
    const listener = vi.fn();
    const stop = outbox.subscribe(listener);
    outbox.add({ id: '1', userId: 'ada', path: '/a', body: 1 });
    outbox.remove('1');
    stop();
    outbox.add({ id: '2', userId: 'ada', path: '/a', body: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads whatever storage holds without failing, keeping only well-formed entries', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
        localStorage.setItem(STORAGE_KEYS.outbox, stored);
        for (const entry of outbox.entries('ada')) expect(entry.userId).toBe('ada');
      }),
    );
  });
});

describe('sendOrQueue', () => {
  it('answers what the server answers', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const sent = await sendOrQueue('ada', '/api/x', REVIEW, z.object({ ok: z.boolean() }));
    expect(sent).toEqual({ ok: true });
    expect(outbox.entries('ada')).toEqual([]);
  });

  it('keeps the request when the network is gone', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendOrQueue('ada', '/api/x', REVIEW, z.unknown())).toBe(QUEUED);
    expect(outbox.entries('ada')).toMatchObject([{ path: '/api/x', body: REVIEW }]);
  });

  it('passes a refusal on and keeps nothing', async () => {
    fetchMock.mockResolvedValue(json(400, { error: 'Bad', code: 'VALIDATION' }));
    await expect(sendOrQueue('ada', '/api/x', REVIEW, z.unknown())).rejects.toMatchObject({
      status: 400,
    });
    expect(outbox.entries('ada')).toEqual([]);
  });
});

describe('flushOutbox', () => {
  const queue = (...ids: string[]) => {
    for (const id of ids) outbox.add({ id, userId: 'ada', path: `/api/${id}`, body: { id } });
  };

  it('sends every waiting request in order and empties the outbox', async () => {
    queue('1', '2', '3');
    fetchMock.mockResolvedValue(json(200));
    expect(await flushOutbox('ada')).toBe(3);
    expect(fetchMock.mock.calls.map(([path]) => path as string)).toEqual([
      '/api/1',
      '/api/2',
      '/api/3',
    ]);
    expect(outbox.entries('ada')).toEqual([]);
  });

  it('stops at the network, the server’s trouble or an expired session, keeping the rest', async () => {
    for (const failure of [
      new TypeError('offline'),
      json(503, { error: 'Down', code: 'SERVICE_UNAVAILABLE' }),
      json(401, { error: 'Signed out', code: 'UNAUTHORIZED' }),
    ]) {
      localStorage.clear();
      queue('1', '2');
      fetchMock.mockReset();
      fetchMock.mockResolvedValueOnce(json(200));
      if (failure instanceof Response) fetchMock.mockResolvedValueOnce(failure);
      else fetchMock.mockRejectedValueOnce(failure);
      expect(await flushOutbox('ada')).toBe(1);
      expect(outbox.entries('ada').map((entry) => entry.id)).toEqual(['2']);
    }
  });

  it('drops a request the server refused for good and goes on', async () => {
    queue('1', '2');
    fetchMock
      .mockResolvedValueOnce(json(404, { error: 'Card not found.', code: 'NOT_FOUND' }))
      .mockResolvedValueOnce(json(200));
    expect(await flushOutbox('ada')).toBe(1);
    expect(outbox.entries('ada')).toEqual([]);
  });

  it('never sends another person’s requests', async () => {
    outbox.add({ id: 'g', userId: 'grace', path: '/api/g', body: {} });
    fetchMock.mockResolvedValue(json(200));
    expect(await flushOutbox('ada')).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(outbox.entries('grace')).toHaveLength(1);
  });
});
