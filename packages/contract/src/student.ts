import { z } from 'zod';
import { HistoricalYearSchema } from './catalogue';
import { normaliseLinks } from './links';

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

const requiredText = (max: number, message: string) =>
  z.string().trim().min(1, message).max(max, `At most ${max} characters.`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters.`).default('');

const LinksSchema = z
  .array(z.string().max(STUDENT_LIMITS.link))
  .max(STUDENT_LIMITS.links, `At most ${STUDENT_LIMITS.links} links.`)
  .default([])
  .transform(normaliseLinks);

/** A timeline event as the add form sends it (SPEC.md §5: title, year, category, description required). */
export const TimelineEventInputSchema = z.object({
  title: requiredText(STUDENT_LIMITS.title, 'Please enter a title.'),
  year: HistoricalYearSchema,
  category: requiredText(STUDENT_LIMITS.category, 'Please enter a category.'),
  description: requiredText(STUDENT_LIMITS.description, 'Please enter a short description.'),
  summary: optionalText(STUDENT_LIMITS.summary),
  links: LinksSchema,
  disableAI: z.boolean().default(false),
  bulletPointsSummary: z.boolean().default(false),
});
export type TimelineEventInput = z.input<typeof TimelineEventInputSchema>;

/** The edit form requires only title, year and category (SPEC.md §5). */
export const TimelineEventUpdateSchema = TimelineEventInputSchema.extend({
  description: optionalText(STUDENT_LIMITS.description),
});
export type TimelineEventUpdate = z.input<typeof TimelineEventUpdateSchema>;

export const TimelineEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  year: z.number().int(),
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
  links: LinksSchema,
  disableAI: z.boolean().default(false),
  bulletPointsSummary: z.boolean().default(false),
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
  teacherName: z.string().nullable(),
  /** The class a shared deck comes from; null for the student's own decks. */
  className: z.string().nullable(),
});
export type Deck = z.infer<typeof DeckSchema>;
export const DeckListSchema = z.array(DeckSchema);

export const CreateDeckRequestSchema = z.object({
  title: requiredText(STUDENT_LIMITS.deckTitle, 'Please enter a deck title.'),
});
export type CreateDeckRequest = z.input<typeof CreateDeckRequestSchema>;

export const SuccessResponseSchema = z.object({ success: z.literal(true) });
