import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { CatalogueEvent } from '@chronodeck/contract';
import type { Config } from '../../../config';
import type { Catalogue } from '../../catalogue/catalogue';
import type { AiProvider } from '../ai-provider';
import {
  offlineModel,
  type OfflineAnswer,
  type OfflineOperation,
  type OfflineTask,
} from './offline-provider';

/** What each worker thread starts from. */
export interface OfflineWorkerData {
  events: readonly CatalogueEvent[];
}

/** A worker thread idle this long is stopped; the next call starts one again (about 0.1 s). */
const IDLE_TIMEOUT_MS = 10 * 60_000;

// Run from source (tsx, vitest) the worker is TypeScript beside this file and needs tsx's loader;
// the production bundle (build.mjs) emits it as plain JavaScript beside main.js.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_FILE = fileURLToPath(
  new URL(FROM_SOURCE ? './offline-worker.ts' : './offline-worker.js', import.meta.url),
);

export class OfflineQueueFullError extends Error {
  constructor() {
    super('Every offline worker thread is busy and the queue is full.');
    this.name = 'OfflineQueueFullError';
  }
}

/**
 * The offline provider on a pool of worker threads, so that searching the catalogue never holds up
 * the event loop. Threads start on the first call. When every thread is busy and `maxQueue` calls
 * already wait, a call fails at once (503 `AI_UNAVAILABLE`) instead of piling up.
 */
export function createOfflinePoolProvider(
  catalogue: Catalogue,
  { threads, maxQueue }: Config['ai']['offline'],
): AiProvider {
  const pool = new Piscina<OfflineTask, unknown>({
    filename: WORKER_FILE,
    workerData: { events: catalogue.events } satisfies OfflineWorkerData,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_TIMEOUT_MS,
    ...(FROM_SOURCE ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  // Counted here: Piscina's own `maxQueue` does not hold back tasks that carry an abort signal.
  let calls = 0;
  const run = async <Operation extends OfflineOperation>(
    task: Extract<OfflineTask, { operation: Operation }>,
    signal: AbortSignal,
  ) => {
    if (calls >= threads + maxQueue) throw new OfflineQueueFullError();
    calls += 1;
    try {
      // The answer comes back from another thread untyped; the AI service validates it with the
      // operation's schema before using or caching it.
      return (await pool.run(task, { signal })) as OfflineAnswer<Operation>;
    } finally {
      calls -= 1;
    }
  };

  return {
    name: 'offline',
    skipsCache: true,
    model: offlineModel(catalogue),
    summarize: (request, signal) => run({ operation: 'summarize', request }, signal),
    generateDeck: (request, signal) => run({ operation: 'generateDeck', request }, signal),
    researchAssistant: (request, signal) =>
      run({ operation: 'researchAssistant', request }, signal),
    close: () => pool.destroy(),
  };
}
