import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { sendWholeJson } from '../http/compressed-bodies';

/** One page of a list: `offset` rows skipped, at most `limit` returned, in a stable order. */
export interface Page {
  offset: number;
  limit: number;
}

/** Rows per read: a page of events at their largest (≈ 52 KB each) stays near 5 MB. */
export const PAGE_SIZE = 100;

/** JSON text, piece by piece. */
export type JsonChunks = AsyncGenerator<string, void, undefined>;

/** Every row of a list, reading one page at a time; a list shorter than a page is one read. */
export async function* paged<T>(
  read: (page: Page) => Promise<T[]>,
  pageSize = PAGE_SIZE,
): AsyncGenerator<T, void, undefined> {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await read({ offset, limit: pageSize });
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

/** A JSON array written item by item, each item by `write`. */
export async function* jsonArray<T>(
  items: AsyncIterable<T> | Iterable<T>,
  write: (item: T) => JsonChunks,
): JsonChunks {
  yield '[';
  let first = true;
  for await (const item of items) {
    if (!first) yield ',';
    first = false;
    yield* write(item);
  }
  yield ']';
}

/** Text sent in pieces of about `size` characters rather than one write per value. */
export async function* batched(chunks: JsonChunks, size = 64 * 1024): JsonChunks {
  let pending = '';
  for await (const chunk of chunks) {
    pending += chunk;
    if (pending.length >= size) {
      yield pending;
      pending = '';
    }
  }
  if (pending) yield pending;
}

async function* resumed(first: string, rest: AsyncIterator<string>): AsyncGenerator<string> {
  yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/**
 * Sends JSON text that is already written: whole when it fits in one batch (so it is compressed
 * whole, once per text, see compressed-bodies.ts), else as a stream, so a list at its quota never
 * sits in memory at once. The first batch is read before any byte is sent: a database that is down
 * still answers 503. Handlers return the reply it resolves to, or Fastify would end a streamed one
 * empty.
 */
export async function sendJson<Reply extends FastifyReply>(
  reply: Reply,
  chunks: JsonChunks,
): Promise<Reply> {
  const batches = batched(chunks)[Symbol.asyncIterator]();
  const first = await batches.next();
  if (first.done) throw new Error('sendJson was given no JSON text');
  const second = await batches.next();
  if (second.done) await sendWholeJson(reply, first.value);
  else {
    reply.type('application/json; charset=utf-8');
    reply.send(Readable.from(resumed(first.value + second.value, batches)));
  }
  return reply;
}
