import type { CatalogueEvent } from '@chronodeck/contract';
import { catalogueSubjects } from './catalogue-subjects';
import { createCatalogueSearch, type CatalogueSearch } from './search';
import { translatedTexts } from './translations';

/**
 * The search the app runs over its catalogue: every event's text in the five languages and the
 * names of the subjects it belongs to. The server, the benches and the relevance tests share it,
 * so they all measure the same index.
 */
export const createBuiltInSearch = (events: readonly CatalogueEvent[]): CatalogueSearch =>
  createCatalogueSearch(events, { translationsOf: translatedTexts, subjects: catalogueSubjects });
