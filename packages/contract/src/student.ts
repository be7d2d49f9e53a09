import * as z from 'zod/mini';
import { HistoricalYearSchema } from './catalogue';
import { normaliseLinks } from './links';
import { optionalText, requiredText } from './text-fields';

/** Bounds on what a student can write, so one request cannot fill the database. */
export const STUDENT_LIMITS = {
  title: 200,
  category: 100,
  description: 2000,
  summary: 10_000,
  links: 20,
  link: 2000,
  deckTitle: 100,
} as const;

/** Reference links of an event: at most STUDENT_LIMITS.links, normalised, empty when missing. */
export const EventLinksSchema = z.pipe(
  z._default(
    z
      .array(z.string().check(z.maxLength(STUDENT_LIMITS.link)))
      .check(z.maxLength(STUDENT_LIMITS.links, `At most ${STUDENT_LIMITS.links} links.`)),
    [],
  ),
  z.transform<string[], string[]>(normaliseLinks),
);

/** A timeline event as the add form sends it (SPEC.md §5: title, year, category, description required). */
export const TimelineEventInputSchema = z.object({
  title: requiredText(STUDENT_LIMITS.title, 'Please enter a title.'),
  year: HistoricalYearSchema,
  category: requiredText(STUDENT_LIMITS.category, 'Please enter a category.'),
  description: requiredText(STUDENT_LIMITS.description, 'Please enter a short description.'),
  summary: optionalText(STUDENT_LIMITS.summary),
  links: EventLinksSchema,
  disableAI: z._default(z.boolean(), false),
  bulletPointsSummary: z._default(z.boolean(), false),
});
export type TimelineEventInput = z.input<typeof TimelineEventInputSchema>;

/** The edit form requires only title, year and category (SPEC.md §5). */
export const TimelineEventUpdateSchema = z.extend(TimelineEventInputSchema, {
  description: optionalText(STUDENT_LIMITS.description),
});
export type TimelineEventUpdate = z.input<typeof TimelineEventUpdateSchema>;

export const TimelineEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  year: z.number().check(z.int()),
  category: z.string(),
  description: z.string(),
  summary: z.string(),
  links: z.array(z.string()),
  disableAI: z.boolean(),
  bulletPointsSummary: z.boolean(),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;
export const TimelineEventListSchema = z.array(TimelineEventSchema);

/** A card put into a deck: from the timeline, a generated deck or the catalogue. */
export const DeckEventInputSchema = z.object({
  title: requiredText(STUDENT_LIMITS.title, 'Please enter a title.'),
  year: HistoricalYearSchema,
  description: optionalText(STUDENT_LIMITS.description),
  category: optionalText(STUDENT_LIMITS.category),
  summary: optionalText(STUDENT_LIMITS.summary),
  links: EventLinksSchema,
  disableAI: z._default(z.boolean(), false),
  bulletPointsSummary: z._default(z.boolean(), false),
});
export type DeckEventInput = z.input<typeof DeckEventInputSchema>;

export const DeckEventSchema = TimelineEventSchema;
export type DeckEvent = TimelineEvent;

export const DeckSchema = z.object({
  _id: z.string(),
  title: z.string(),
  events: z.array(DeckEventSchema),
  /** True for a deck a teacher shares with the student's class; read-only for the student. */
  shared: z.boolean(),
  teacherName: z.nullable(z.string()),
  /** The class a shared deck comes from; null for the student's own decks. */
  className: z.nullable(z.string()),
});
export type Deck = z.infer<typeof DeckSchema>;
export const DeckListSchema = z.array(DeckSchema);

export const CreateDeckRequestSchema = z.object({
  title: requiredText(STUDENT_LIMITS.deckTitle, 'Please enter a deck title.'),
});
export type CreateDeckRequest = z.input<typeof CreateDeckRequestSchema>;

export const SuccessResponseSchema = z.object({ success: z.literal(true) });
