import { afterAll, describe, expect, it } from 'vitest';
import { catalogueEvents } from '@chronodeck/catalogue/events';
import { createCatalogue } from '../../catalogue/catalogue';
import type { AiProvider } from '../ai-provider';
import { createOfflinePoolProvider, OfflineQueueFullError } from './offline-pool';
import { createOfflineProvider } from './offline-provider';

const catalogue = createCatalogue(catalogueEvents);
/** The catalogue as the server's event loop holds it, except that searching it there fails. */
const searchedOnEventLoop = () => {
  throw new Error('the offline provider searched on the event loop');
};
const unsearchable = {
  ...catalogue,
  search: { search: searchedOnEventLoop, subjectsNamedBy: searchedOnEventLoop },
};
const signal = () => new AbortController().signal;
const deckOn = (topic: string) => ({ topic, category: 'Events', language: 'en' }) as const;

describe('the offline provider on worker threads', () => {
  const pools: AiProvider[] = [];
  const poolProvider = (options: { threads: number; maxQueue: number }) => {
    const pool = createOfflinePoolProvider(unsearchable, options);
    pools.push(pool);
    return pool;
  };
  afterAll(async () => {
    for (const pool of pools) await pool.close?.();
  });

  it('answers every operation off the event loop, as the provider on the calling thread does', async () => {
    const pool = poolProvider({ threads: 1, maxQueue: 8 });
    const inline = createOfflineProvider(catalogue);
    const deck = { topic: 'French Revolution', category: 'Events', language: 'en' } as const;
    const insight = { title: 'Storming of the Bastille', description: '', language: 'fr' } as const;
    const summary = {
      prompt: 'Summarise',
      event: { title: 'Storming of the Bastille', year: 1789, description: '' },
      language: 'en',
    } as const;
    expect(await pool.generateDeck(deck, signal())).toEqual(
      await inline.generateDeck(deck, signal()),
    );
    expect(await pool.researchAssistant(insight, signal())).toEqual(
      await inline.researchAssistant(insight, signal()),
    );
    expect(await pool.summarize(summary, signal())).toEqual(
      await inline.summarize(summary, signal()),
    );
    expect(pool.model).toBe(inline.model);
  });

  it('fails calls at once when every thread is busy and the queue is full, instead of piling them up', async () => {
    const pool = poolProvider({ threads: 1, maxQueue: 2 });
    const calls = Array.from({ length: 10 }, (_, index) =>
      pool.generateDeck(deckOn(`Rome ${index}`), signal()),
    );
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      ...Array<string>(3).fill('fulfilled'),
      ...Array<string>(7).fill('rejected'),
    ]);
    const [, , , refused] = outcomes;
    expect(refused).toMatchObject({ reason: expect.any(OfflineQueueFullError) });
    // Once the queue drains, calls are taken again.
    expect(await pool.generateDeck(deckOn('Rome'), signal())).not.toEqual([]);
  });

  it('abandons a call whose signal aborts', async () => {
    const pool = poolProvider({ threads: 1, maxQueue: 8 });
    await expect(pool.generateDeck(deckOn('Rome'), AbortSignal.abort())).rejects.toThrow();
  });
});
