import * as z from 'zod/mini';
import {
  DatedEventSchema,
  EVENT_INPUT_SCHEMAS,
  EVENT_LIMITS,
  type DatedEvent,
  type DatedEventInput,
} from './dated-events';
import { pathTitle } from './text-fields';

/** A timeline event as the add form sends it (SPEC.md §5: title, year, category, description required). */
export const TimelineEventInputSchema = EVENT_INPUT_SCHEMAS.timelineAdd;
export type TimelineEventInput = DatedEventInput;

/** The edit form requires only title, year and category (SPEC.md §5). */
export const TimelineEventUpdateSchema = EVENT_INPUT_SCHEMAS.timelineEdit;

export const TimelineEventSchema = DatedEventSchema;
export type TimelineEvent = DatedEvent;
export const TimelineEventListSchema = z.array(TimelineEventSchema);

/** A card put into a deck: from the timeline, a generated deck or the catalogue. */
export const DeckEventInputSchema = EVENT_INPUT_SCHEMAS.deckCard;
export type DeckEventInput = DatedEventInput;

export type DeckEvent = DatedEvent;

export const DeckSchema = z.object({
  _id: z.string(),
  title: z.string(),
  events: z.array(DatedEventSchema),
  /** True for a deck a teacher shares with the student's class; read-only for the student. */
  shared: z.boolean(),
  teacherName: z.nullable(z.string()),
  /** The class a shared deck comes from; null for the student's own decks. */
  className: z.nullable(z.string()),
});
export type Deck = z.infer<typeof DeckSchema>;
export const DeckListSchema = z.array(DeckSchema);

export const CreateDeckRequestSchema = z.object({
  title: pathTitle(EVENT_LIMITS.deckTitle, 'Please enter a deck title.'),
});
export type CreateDeckRequest = z.input<typeof CreateDeckRequestSchema>;

export const SuccessResponseSchema = z.object({ success: z.literal(true) });
