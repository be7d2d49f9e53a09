import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { CompressedBodiesBounds } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's kept compressed answers (app.ts); absent on a bare Fastify, as in unit tests. */
    compressedBodies?: CompressedBodies;
  }
}

/** Answers shorter than this travel as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to send, from a request's Accept-Encoding: the one with the higher quality of
 * brotli and gzip (brotli on a tie), or null when the client takes neither (absent, or `q=0`).
 */
export function acceptedEncoding(header: string | undefined): ContentEncoding | null {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    quality.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const of = (encoding: ContentEncoding) => quality.get(encoding) ?? quality.get('*') ?? 0;
  const best = of('br') >= of('gzip') ? 'br' : 'gzip';
  return of(best) > 0 ? best : null;
}

/** How hard to compress, per encoding: brotli's quality and gzip's level. */
export interface CompressionEffort {
  br: number;
  gzip: number;
}

/** Lists change whenever their owner edits them: a quick effort, still well compressed. */
const LIST_EFFORT: CompressionEffort = { br: 5, gzip: 6 };

export function compressText(
  text: Buffer,
  encoding: ContentEncoding,
  effort: CompressionEffort,
): Promise<Buffer> {
  if (encoding === 'gzip') return promisify(gzip)(text, { level: effort.gzip });
  return promisify(brotliCompress)(text, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: effort.br, [zlib.BROTLI_PARAM_SIZE_HINT]: text.length },
  });
}

interface Kept {
  bytes: number;
  copies: Partial<Record<ContentEncoding, Promise<Buffer>>>;
}

/**
 * JSON texts compressed once per encoding and kept: a list unchanged since its last read is sent
 * again as the same text (db/list-cache.ts), so its compressed copy is reused instead of
 * compressing it anew on every request. Keyed by the text itself, so a copy is only ever the
 * compression of exactly the text being sent.
 */
export function createCompressedBodies({ maxTotalBytes }: CompressedBodiesBounds) {
  const kept = new Map<string, Kept>();
  let totalBytes = 0;

  const forget = (text: string) => {
    const entry = kept.get(text);
    if (!entry) return;
    totalBytes -= entry.bytes;
    kept.delete(text);
  };

  function make(text: string, entry: Kept, encoding: ContentEncoding): Promise<Buffer> {
    const copy = compressText(Buffer.from(text), encoding, LIST_EFFORT);
    entry.copies[encoding] = copy;
    void copy.then(
      (bytes) => {
        if (kept.get(text) !== entry) return;
        entry.bytes += bytes.length;
        totalBytes += bytes.length;
      },
      () => forget(text),
    );
    return copy;
  }

  return {
    compressed(text: string, encoding: ContentEncoding): Promise<Buffer> {
      let entry = kept.get(text);
      if (entry) {
        kept.delete(text);
        kept.set(text, entry);
      } else {
        entry = { bytes: Buffer.byteLength(text), copies: {} };
        kept.set(text, entry);
        totalBytes += entry.bytes;
        for (const oldest of kept.keys()) {
          if (totalBytes <= maxTotalBytes || oldest === text) break;
          forget(oldest);
        }
      }
      return entry.copies[encoding] ?? make(text, entry, encoding);
    },

    get totalBytes() {
      return totalBytes;
    },
  };
}

export type CompressedBodies = ReturnType<typeof createCompressedBodies>;

/** Adds Accept-Encoding to the reply's Vary header, keeping what it already names. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

/**
 * Sends JSON text whole: its kept compressed copy when the client takes one and the app keeps
 * them, else the text itself, which @fastify/compress compresses on the fly when it is long enough.
 */
export async function sendWholeJson(reply: FastifyReply, text: string): Promise<void> {
  reply.type('application/json; charset=utf-8');
  const bodies = reply.server.compressedBodies;
  const encoding =
    bodies && Buffer.byteLength(text) >= COMPRESSION_THRESHOLD_BYTES
      ? acceptedEncoding(reply.request.headers['accept-encoding'])
      : null;
  if (!bodies || !encoding) {
    reply.send(text);
    return;
  }
  const body = await bodies.compressed(text, encoding);
  varyOnEncoding(reply);
  reply.header('content-encoding', encoding).send(body);
}
