// A worker thread of the offline provider's pool (offline-pool.ts): it builds its own copy of the
// catalogue's search index from the events it is given, then answers one task at a time, so no
// search ever runs on the server's event loop.
import { workerData } from 'node:worker_threads';
import { createCatalogue } from '../../catalogue/catalogue';
import { answerOffline, type OfflineTask } from './offline-provider';
import type { OfflineWorkerData } from './offline-pool';

const catalogue = createCatalogue((workerData as OfflineWorkerData).events);

export default function runOfflineTask(task: OfflineTask) {
  return answerOffline(catalogue, task);
}
