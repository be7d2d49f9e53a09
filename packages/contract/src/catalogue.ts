import * as z from 'zod/mini';
import { LanguageSchema } from './language-schema';

/** The catalogue's categories, in the order the category picker shows them. */
export const CATALOGUE_CATEGORIES = [
  'Ancient History',
  'Medieval History',
  'Modern European History',
  'American History',
  'Brazilian History',
  'World History',
] as const;
export const CatalogueCategorySchema = z.enum(CATALOGUE_CATEGORIES);
export type CatalogueCategory = z.infer<typeof CatalogueCategorySchema>;

/** The finer topics of SPEC.md §3; every catalogue event has exactly one. */
export const CATALOGUE_TOPICS = [
  'Founding',
  'Politics',
  'Conflict',
  'Diplomacy',
  'Economy',
  'Culture',
  'Environment',
  'Multilateral',
  'Trade',
  'Global South',
  'Institutions',
  'Decolonization',
  'Cold War',
  'Colonial Brazil',
  'Religion',
  'Exploration',
  'Technology',
  'Europe',
  'Italy',
  'Germany',
  'France',
] as const;
export const CatalogueTopicSchema = z.enum(CATALOGUE_TOPICS);
export type CatalogueTopic = z.infer<typeof CatalogueTopicSchema>;

/** Where an event happened; "Global" for events that belong to no single continent. */
export const CATALOGUE_REGIONS = [
  'Africa',
  'Asia',
  'Europe',
  'North America',
  'South America',
  'Oceania',
  'Antarctica',
  'Global',
] as const;
export const CatalogueRegionSchema = z.enum(CATALOGUE_REGIONS);
export type CatalogueRegion = z.infer<typeof CatalogueRegionSchema>;

/** Earliest and latest years the catalogue accepts (negative = BCE; there is no year 0). */
export const HISTORICAL_YEAR_RANGE = { min: -10_000, max: 2100 } as const;

export const HistoricalYearSchema = z.number().check(
  z.int(),
  z.gte(HISTORICAL_YEAR_RANGE.min),
  z.lte(HISTORICAL_YEAR_RANGE.max),
  z.refine((year) => year !== 0, 'There is no year 0: 1 BCE is followed by 1 CE.'),
);

/** One event of the built-in catalogue, as `/events.json` and the catalogue API serve it. */
export const CatalogueEventSchema = z.object({
  _id: z.string(),
  year: HistoricalYearSchema,
  title: z.string(),
  description: z.string(),
  /** The category the event is filed under; `alsoIn` names the others that list it too. */
  category: CatalogueCategorySchema,
  alsoIn: z.array(CatalogueCategorySchema),
  topic: CatalogueTopicSchema,
  /** English label derived from the year, e.g. "15th century" or "5th century BCE". */
  century: z.string(),
  region: CatalogueRegionSchema,
  people: z.array(z.string()),
  places: z.array(z.string()),
  keywords: z.array(z.string()),
  /** Its English Wikipedia article, where anyone can check it. */
  source: z.optional(z.string()),
});
export type CatalogueEvent = z.infer<typeof CatalogueEventSchema>;

/** True when the category lists the event: the one it is filed under, or one of `alsoIn`. */
export const isInCategory = (
  event: Pick<CatalogueEvent, 'category' | 'alsoIn'>,
  category: string,
): boolean => event.category === category || event.alsoIn.some((listedIn) => listedIn === category);

export const CatalogueEventListSchema = z.array(CatalogueEventSchema);

/** Largest page the catalogue API serves. */
export const CATALOGUE_MAX_PAGE_SIZE = 100;
/** Event browser page size (SPEC.md §9). */
export const CATALOGUE_PAGE_SIZE = 10;
/** Longest text query the catalogue API accepts. */
export const CATALOGUE_QUERY_MAX_LENGTH = 200;

/** The language catalogue texts are served in: English when absent, and where an event has no translation. */
export const CatalogueLanguageQuerySchema = z.object({ lang: z.optional(LanguageSchema) });

/** `/events.json`: the whole catalogue, or only the events one category lists. */
export const CatalogueListQuerySchema = z.object({
  lang: z.optional(LanguageSchema),
  category: z.optional(CatalogueCategorySchema),
});
export type CatalogueListQuery = z.infer<typeof CatalogueListQuerySchema>;

export const CatalogueEventsQuerySchema = z.object({
  lang: z.optional(LanguageSchema),
  category: z.optional(CatalogueCategorySchema),
  century: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  topic: z.optional(CatalogueTopicSchema),
  q: z.optional(z.string().check(z.trim(), z.maxLength(CATALOGUE_QUERY_MAX_LENGTH))),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(CATALOGUE_MAX_PAGE_SIZE)),
    CATALOGUE_PAGE_SIZE,
  ),
});
export type CatalogueEventsQuery = z.infer<typeof CatalogueEventsQuerySchema>;

export const CatalogueEventsPageSchema = z.object({
  events: CatalogueEventListSchema,
  total: z.number().check(z.int()),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  pageCount: z.number().check(z.int()),
});
export type CatalogueEventsPage = z.infer<typeof CatalogueEventsPageSchema>;

export const CatalogueCategorySummarySchema = z.object({
  name: CatalogueCategorySchema,
  count: z.number().check(z.int()),
  centuries: z.array(z.string()),
  topics: z.array(CatalogueTopicSchema),
});
export type CatalogueCategorySummary = z.infer<typeof CatalogueCategorySummarySchema>;
export const CatalogueCategoriesResponseSchema = z.object({
  categories: z.array(CatalogueCategorySummarySchema),
});
export type CatalogueCategoriesResponse = z.infer<typeof CatalogueCategoriesResponseSchema>;
