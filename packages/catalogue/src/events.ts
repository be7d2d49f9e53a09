import { CATALOGUE_CATEGORIES, type CatalogueEvent } from '@chronodeck/contract';
import americanHistory from '../data/american-history.json';
import ancientHistory from '../data/ancient-history.json';
import brazilianHistory from '../data/brazilian-history.json';
import medievalHistory from '../data/medieval-history.json';
import modernEuropeanHistory from '../data/modern-european-history.json';
import worldHistory from '../data/world-history.json';
import { CatalogueFileSchema, type CatalogueEntry } from './catalogue-file';
import { centuryLabel } from './years';

/** The data files as written, one per category; validated by `findCatalogueProblems` in the tests. */
export const catalogueFiles: readonly unknown[] = [
  ancientHistory,
  medievalHistory,
  modernEuropeanHistory,
  americanHistory,
  brazilianHistory,
  worldHistory,
];

function toCatalogueEvent(
  entry: CatalogueEntry,
  category: CatalogueEvent['category'],
): CatalogueEvent {
  return {
    _id: entry.id,
    year: entry.year,
    title: entry.title,
    description: entry.description,
    category,
    alsoIn: entry.alsoIn ?? [],
    topic: entry.topic,
    century: centuryLabel(entry.year),
    region: entry.region,
    people: entry.people ?? [],
    places: entry.places ?? [],
    keywords: entry.keywords ?? [],
    ...(entry.source ? { source: entry.source } : {}),
  };
}

function loadCatalogue(): CatalogueEvent[] {
  const events = catalogueFiles.flatMap((file) => {
    const { category, events: entries } = CatalogueFileSchema.parse(file);
    return entries.map((entry) => toCatalogueEvent(entry, category));
  });
  const categoryOrder = (event: CatalogueEvent) => CATALOGUE_CATEGORIES.indexOf(event.category);
  return events.sort((a, b) => a.year - b.year || categoryOrder(a) - categoryOrder(b));
}

/** Every catalogue event, in chronological order. */
export const catalogueEvents: readonly CatalogueEvent[] = loadCatalogue();
