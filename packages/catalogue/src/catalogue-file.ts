import { z } from 'zod';
import {
  CatalogueCategorySchema,
  CatalogueRegionSchema,
  CatalogueTopicSchema,
  HistoricalYearSchema,
} from '@chronodeck/contract';

export const TITLE_MAX_LENGTH = 100;
export const DESCRIPTION_MIN_LENGTH = 40;
export const DESCRIPTION_MAX_LENGTH = 360;
const SEARCH_TERMS_MAX = 8;

/** Stable id: a category prefix and a kebab-case slug, e.g. `br-golden-law`. */
export const CATALOGUE_ID_PATTERN = /^[a-z]{2,3}(-[a-z0-9]+)+$/;

const searchTerms = z.array(z.string().trim().min(2).max(80)).max(SEARCH_TERMS_MAX);

/** One event as written in a data file; its category comes from the file it sits in. */
export const CatalogueEntrySchema = z
  .object({
    id: z.string().max(80).regex(CATALOGUE_ID_PATTERN, 'id must be a prefix and a kebab-case slug'),
    year: HistoricalYearSchema,
    title: z.string().trim().min(3).max(TITLE_MAX_LENGTH),
    description: z.string().trim().min(DESCRIPTION_MIN_LENGTH).max(DESCRIPTION_MAX_LENGTH),
    topic: CatalogueTopicSchema,
    region: CatalogueRegionSchema,
    people: searchTerms.optional(),
    places: searchTerms.optional(),
    keywords: searchTerms.optional(),
    /** The other categories that list this event; it is stored once, under this file's category. */
    alsoIn: z.array(CatalogueCategorySchema).min(1).optional(),
    /** Where anyone can check the event: its English Wikipedia article. */
    source: z
      .string()
      .regex(
        /^https:\/\/en\.wikipedia\.org\/wiki\/[^\s#?]+$/,
        'source must be an English Wikipedia article',
      )
      .optional(),
  })
  .strict();
export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;

/** A data file: every event of one category. */
export const CatalogueFileSchema = z
  .object({
    category: CatalogueCategorySchema,
    events: z.array(CatalogueEntrySchema).min(1),
  })
  .strict();
export type CatalogueFile = z.infer<typeof CatalogueFileSchema>;

/** An event's text in one language. */
export const EventTextSchema = z
  .object({
    title: z.string().trim().min(3).max(TITLE_MAX_LENGTH),
    description: z.string().trim().min(DESCRIPTION_MIN_LENGTH).max(DESCRIPTION_MAX_LENGTH),
  })
  .strict();
export type EventText = z.infer<typeof EventTextSchema>;

/** A translation file: the title and description of every event of one category, by event id. */
export const CatalogueTranslationFileSchema = z
  .object({
    language: z.enum(['fr', 'pt', 'es', 'it']),
    events: z.record(z.string(), EventTextSchema),
  })
  .strict();
