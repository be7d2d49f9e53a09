import { describe, expect, it, vi } from 'vitest';
import { createListCache } from './list-cache';
import type { JsonChunks } from './paged-json';

async function textOf(chunks: JsonChunks): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** A list read from "the database": counts its reads and yields `pieces`. */
const reading = (...pieces: string[]) =>
  vi.fn(async function* (): JsonChunks {
    yield* pieces;
  });

const bounds = { maxListChars: 100, maxTotalChars: 1_000 };

describe('the list cache', () => {
  it('serves a list again from memory while its version holds', async () => {
    const lists = createListCache(bounds);
    const read = reading('[1,', '2]');
    expect(await textOf(lists.list('decks:ada', Promise.resolve('3'), read))).toBe('[1,2]');
    expect(await textOf(lists.list('decks:ada', Promise.resolve('3'), read))).toBe('[1,2]');
    expect(read).toHaveBeenCalledOnce();
  });

  it('reads the list again once its version moved', async () => {
    const lists = createListCache(bounds);
    await textOf(lists.list('decks:ada', Promise.resolve('3'), reading('[1]')));
    const changed = reading('[1,2]');
    expect(await textOf(lists.list('decks:ada', Promise.resolve('4'), changed))).toBe('[1,2]');
    expect(changed).toHaveBeenCalledOnce();
  });

  it('keeps lists apart by key', async () => {
    const lists = createListCache(bounds);
    await textOf(lists.list('decks:ada', Promise.resolve('1'), reading('["ada"]')));
    const grace = reading('["grace"]');
    expect(await textOf(lists.list('decks:grace', Promise.resolve('1'), grace))).toBe('["grace"]');
    expect(grace).toHaveBeenCalledOnce();
  });

  it('reads only once the version is known, so the text is never older than it', async () => {
    const lists = createListCache(bounds);
    let settle: (version: string) => void = () => undefined;
    const version = new Promise<string>((resolve) => (settle = resolve));
    const read = reading('[]');
    const text = textOf(lists.list('decks:ada', version, read));
    await Promise.resolve();
    expect(read).not.toHaveBeenCalled();
    settle('1');
    expect(await text).toBe('[]');
    expect(read).toHaveBeenCalledOnce();
  });

  it('keeps nothing when the version is unknown', async () => {
    const lists = createListCache(bounds);
    const read = reading('[]');
    await textOf(lists.list('decks:gone', Promise.resolve(null), read));
    await textOf(lists.list('decks:gone', Promise.resolve(null), read));
    expect(read).toHaveBeenCalledTimes(2);
    expect(lists.totalChars).toBe(0);
  });

  it('streams a list longer than maxListChars every time and keeps none of it', async () => {
    const lists = createListCache({ maxListChars: 10, maxTotalChars: 1_000 });
    const read = reading('[', '"a long enough title"', ']');
    expect(await textOf(lists.list('decks:ada', Promise.resolve('1'), read))).toBe(
      '["a long enough title"]',
    );
    await textOf(lists.list('decks:ada', Promise.resolve('1'), read));
    expect(read).toHaveBeenCalledTimes(2);
    expect(lists.totalChars).toBe(0);
  });

  it('holds at most maxTotalChars, dropping the least recently served list first', async () => {
    const lists = createListCache({ maxListChars: 10, maxTotalChars: 20 });
    await textOf(lists.list('a', Promise.resolve('1'), reading('[10000000]')));
    await textOf(lists.list('b', Promise.resolve('1'), reading('[20000000]')));
    await textOf(lists.list('a', Promise.resolve('1'), reading('never read')));
    await textOf(lists.list('c', Promise.resolve('1'), reading('[30000000]')));
    expect(lists.totalChars).toBe(20);
    const readAgain = reading('[20000000]');
    await textOf(lists.list('b', Promise.resolve('1'), readAgain));
    expect(readAgain).toHaveBeenCalledOnce();
  });
});
