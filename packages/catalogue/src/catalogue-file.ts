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

/** What a student types for a subject: its usual name first, then other names and short forms. */
const subjectNames = z.array(z.string().trim().min(2).max(80)).min(1).max(8);

/** The most events one subject lists: a deck takes the first ones, the most defining. */
export const SUBJECT_EVENTS_MAX = 40;

/**
 * A subject of history (a war, a revolution, an empire, a period, a movement, a figure) named in
 * the five languages, with the catalogue events that are about it, the most defining first.
 */
export const SubjectSchema = z
  .object({
    id: z
      .string()
      .max(80)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
    names: z
      .object({
        en: subjectNames,
        fr: subjectNames,
        pt: subjectNames,
        es: subjectNames,
        it: subjectNames,
      })
      .strict(),
    events: z.array(z.string()).min(3).max(SUBJECT_EVENTS_MAX),
  })
  .strict();
export type Subject = z.infer<typeof SubjectSchema>;

/** Every name of a subject, in the five languages. */
export const subjectNamesOf = (subject: Subject): string[] => Object.values(subject.names).flat();

/** A subjects data file. */
export const SubjectFileSchema = z.object({ subjects: z.array(SubjectSchema).min(1) }).strict();
