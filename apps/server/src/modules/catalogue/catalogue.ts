import { createHash } from 'node:crypto';
import {
  isInCategory,
  type CatalogueCategory,
  type CatalogueEvent,
  type Language,
} from '@chronodeck/contract';
import type { CatalogueSearch } from '@chronodeck/catalogue';
import { createBuiltInSearch } from '@chronodeck/catalogue/built-in-search';
import { localizeEvent } from '@chronodeck/catalogue/translations';
import { builtOnFirstUse } from './built-on-first-use';

/** A list of events as `/events.json` serves it: serialised once, with its version. */
export interface EventListBody {
  json: string;
  /** Changes whenever any of the events changes: the ETag. */
  version: string;
}

/** The catalogue in one language: its events as served, and `/events.json`'s bodies. */
export interface LocalizedCatalogue extends EventListBody {
  events: readonly CatalogueEvent[];
  byId: ReadonlyMap<string, CatalogueEvent>;
  /** The events one category lists (filed under it or also in it), serialised on first use. */
  inCategory(category: CatalogueCategory): EventListBody;
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

function listBody(events: readonly CatalogueEvent[]): EventListBody {
  const json = JSON.stringify(events);
  return { json, version: versionOf(json) };
}

function localized(events: readonly CatalogueEvent[]): LocalizedCatalogue {
  return {
    events,
    byId: new Map(events.map((event) => [event._id, event])),
    ...listBody(events),
    inCategory: builtOnFirstUse((category: CatalogueCategory) =>
      listBody(events.filter((event) => isInCategory(event, category))),
    ),
  };
}

export function createCatalogue(events: readonly CatalogueEvent[]): Catalogue {
  const english = localized(events);
  // A server whose readers all use one language builds that one alone.
  const inLanguage = builtOnFirstUse((language: Language) =>
    language === 'en' ? english : localized(events.map((event) => localizeEvent(event, language))),
  );
  return { ...english, search: createBuiltInSearch(events), in: inLanguage };
}
