import {
  CATALOGUE_CATEGORIES,
  DEFAULT_LANGUAGE,
  type CatalogueCategoriesResponse,
  type CatalogueEvent,
  type CatalogueEventsPage,
  type CatalogueEventsQuery,
  isInCategory,
} from '@chronodeck/contract';
import {
  ALL,
  distinctCenturies,
  distinctTopics,
  filterEvents,
  paginate,
} from '@chronodeck/catalogue';
import type { Catalogue } from './catalogue';

/** Every event matching the text query, best match first; without one, the whole catalogue in year order. */
function eventsMatching(
  catalogue: Catalogue,
  query: CatalogueEventsQuery,
): readonly CatalogueEvent[] {
  if (!query.q) return catalogue.events;
  return catalogue.search
    .search(query.q, { limit: catalogue.events.length })
    .map((hit) => hit.event);
}

export function findCatalogueEvents(
  catalogue: Catalogue,
  query: CatalogueEventsQuery,
): CatalogueEventsPage {
  const inCategory = eventsMatching(catalogue, query).filter(
    (event) => !query.category || isInCategory(event, query.category),
  );
  const filtered = filterEvents(inCategory, {
    century: query.century ?? ALL,
    topic: query.topic ?? ALL,
  });
  const page = paginate(filtered, query.page, query.pageSize);
  const inLanguage = catalogue.in(query.lang ?? DEFAULT_LANGUAGE).byId;
  return {
    events: page.items.map((event) => inLanguage.get(event._id) ?? event),
    total: page.total,
    page: page.page,
    pageSize: query.pageSize,
    pageCount: page.pageCount,
  };
}

export function findCatalogueCategories(
  catalogue: Catalogue,
): CatalogueCategoriesResponse['categories'] {
  return CATALOGUE_CATEGORIES.map((name) => {
    const events = catalogue.events.filter((event) => isInCategory(event, name));
    return {
      name,
      count: events.length,
      centuries: distinctCenturies(events),
      topics: distinctTopics(events),
    };
  });
}
