import { createHash } from 'node:crypto';
import type { CatalogueEvent } from '@chronodeck/contract';
import { createCatalogueSearch, type CatalogueSearch } from '@chronodeck/catalogue';

/** The built-in catalogue as the server holds it: the events, their search index and a version. */
export interface Catalogue {
  events: readonly CatalogueEvent[];
  search: CatalogueSearch;
  byId: ReadonlyMap<string, CatalogueEvent>;
  /** The events serialised once, as `/events.json` serves them. */
  json: string;
  /** Changes whenever any event changes: the ETag, and part of the offline provider's cache key. */
  version: string;
}

export function createCatalogue(events: readonly CatalogueEvent[]): Catalogue {
  const json = JSON.stringify(events);
  return {
    events,
    search: createCatalogueSearch(events),
    byId: new Map(events.map((event) => [event._id, event])),
    json,
    version: createHash('sha256').update(json).digest('base64url').slice(0, 16),
  };
}
