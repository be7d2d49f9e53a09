import { createHash } from 'node:crypto';
import type { CatalogueEvent, Language } from '@chronodeck/contract';
import type { CatalogueSearch } from '@chronodeck/catalogue';
import { createBuiltInSearch } from '@chronodeck/catalogue/built-in-search';
import { localizeEvent } from '@chronodeck/catalogue/translations';

/** The catalogue in one language: its events as served, and `/events.json`'s body and version. */
export interface LocalizedCatalogue {
  events: readonly CatalogueEvent[];
  byId: ReadonlyMap<string, CatalogueEvent>;
  /** The events serialised once, as `/events.json` serves them. */
  json: string;
  /** Changes whenever any event changes: the ETag. */
  version: string;
}

/** The built-in catalogue as the server holds it: the events, their search index and a version. */
export interface Catalogue extends LocalizedCatalogue {
  /** Finds events by words of any of the five languages; answers the English events. */
  search: CatalogueSearch;
  /** The same events in `language` (English where an event has no translation). */
  in(language: Language): LocalizedCatalogue;
}

const versionOf = (json: string) =>
  createHash('sha256').update(json).digest('base64url').slice(0, 16);

function localized(events: readonly CatalogueEvent[]): LocalizedCatalogue {
  const json = JSON.stringify(events);
  return {
    events,
    byId: new Map(events.map((event) => [event._id, event])),
    json,
    version: versionOf(json),
  };
}

export function createCatalogue(events: readonly CatalogueEvent[]): Catalogue {
  const english = localized(events);
  // Each language is built on its first use: a server whose readers all use one language builds one.
  const languages = new Map<Language, LocalizedCatalogue>([['en', english]]);
  return {
    ...english,
    search: createBuiltInSearch(events),
    in(language) {
      let catalogue = languages.get(language);
      if (!catalogue) {
        catalogue = localized(events.map((event) => localizeEvent(event, language)));
        languages.set(language, catalogue);
      }
      return catalogue;
    },
  };
}
