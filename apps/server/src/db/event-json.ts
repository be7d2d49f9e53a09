import { sql, type SQL } from 'drizzle-orm';
import type { classDeckEvents, classEvents, deckEvents, timelineEvents } from './schema';

type EventTable =
  typeof timelineEvents | typeof deckEvents | typeof classEvents | typeof classDeckEvents;

/**
 * A dated event as the contract's DatedEventSchema, written as JSON text by the database: a list
 * is then sent as the database wrote it, with no rows to map and no objects to serialise again.
 * The field names are the contract's, as toTimelineEvent maps them.
 */
export const eventJson = (table: EventTable): SQL<string> =>
  sql<string>`json_build_object(
    '_id', ${table.id}, 'title', ${table.title}, 'year', ${table.year},
    'category', ${table.category}, 'description', ${table.description},
    'summary', ${table.summary}, 'links', ${table.links}, 'disableAI', ${table.disableAI},
    'bulletPointsSummary', ${table.bulletPointsSummary})::text`;

/** The same, or null where an outer join found no event (a deck without cards). */
export const eventJsonOrNull = (table: EventTable): SQL<string | null> =>
  sql<string | null>`case when ${table.id} is null then null else ${eventJson(table)} end`;
