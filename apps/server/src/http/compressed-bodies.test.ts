import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  acceptedEncoding,
  COMPRESSION_THRESHOLD_BYTES,
  createCompressedBodies,
  sendWholeJson,
} from './compressed-bodies';

const decompress = { br: brotliDecompressSync, gzip: gunzipSync };

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q values', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*, br;q=0')).toBe('gzip');
  });

  it('answers null when the client takes neither', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});

describe('createCompressedBodies', () => {
  it('gives back the text itself, in either encoding, whatever the text', async () => {
    const bodies = createCompressedBodies({ maxTotalBytes: 1024 * 1024 });
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary' }),
        fc.constantFrom('br', 'gzip'),
        async (text, encoding) => {
          const copy = await bodies.compressed(text, encoding);
          expect(decompress[encoding](copy).toString('utf8')).toBe(text);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('compresses a text once per encoding, however often it is sent', async () => {
    const bodies = createCompressedBodies({ maxTotalBytes: 1024 * 1024 });
    const text = JSON.stringify(Array.from({ length: 200 }, (_, n) => ({ n, title: 'A card' })));
    const first = await bodies.compressed(text, 'br');
    expect(await bodies.compressed(text, 'br')).toBe(first);
    expect(await bodies.compressed(`${text}`, 'br')).toBe(first);
    expect(await bodies.compressed(text, 'gzip')).not.toBe(first);
  });

  it('keeps no more than its bound, forgetting the least recently sent first', async () => {
    const text = (n: number) => `${n}`.padEnd(1000, '.');
    const bodies = createCompressedBodies({ maxTotalBytes: 3_000 });
    const copies = [];
    for (let n = 0; n < 10; n++) copies.push(await bodies.compressed(text(n), 'gzip'));
    await bodies.compressed(text(8), 'gzip');
    expect(bodies.totalBytes).toBeLessThanOrEqual(3_000);
    expect(await bodies.compressed(text(8), 'gzip')).toBe(copies[8]);
    expect(await bodies.compressed(text(0), 'gzip')).not.toBe(copies[0]);
  });
});

describe('sendWholeJson', () => {
  const listApp = (text: string, withBodies: boolean) => {
    const app = Fastify();
    if (withBodies)
      app.decorate('compressedBodies', createCompressedBodies({ maxTotalBytes: 1e6 }));
    app.get('/list', async (_request, reply) => {
      await sendWholeJson(reply, text);
      return reply;
    });
    return app;
  };
  const long = JSON.stringify('x'.repeat(COMPRESSION_THRESHOLD_BYTES));

  it('sends the kept copy in the encoding the client takes, varying on it', async () => {
    const response = await listApp(long, true).inject({
      url: '/list',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(long);
  });

  it('sends the text as it is to a client that takes no encoding, or when it is short', async () => {
    const plain = await listApp(long, true).inject({ url: '/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(long);
    const short = await listApp('[]', true).inject({
      url: '/list',
      headers: { 'accept-encoding': 'br' },
    });
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.body).toBe('[]');
  });

  it('sends the text on a Fastify that keeps no copies', async () => {
    const response = await listApp(long, false).inject({
      url: '/list',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.body).toBe(long);
  });
});
