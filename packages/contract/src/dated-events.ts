import * as z from 'zod/mini';
import { HistoricalYearSchema } from './catalogue';
import { normaliseLinks } from './links';
import { optionalText, requiredText } from './text-fields';

/**
 * Bounds on every dated event a person writes (timeline events, deck cards, class events), so
 * one request cannot fill the database.
 */
export const EVENT_LIMITS = {
  title: 200,
  category: 100,
  description: 2000,
  summary: 10_000,
  links: 20,
  link: 2000,
  deckTitle: 100,
} as const;

/** Reference links of an event: at most EVENT_LIMITS.links, normalised, empty when missing. */
const EventLinksSchema = z.pipe(
  z._default(
    z
      .array(z.string().check(z.maxLength(EVENT_LIMITS.link)))
      .check(z.maxLength(EVENT_LIMITS.links, `At most ${EVENT_LIMITS.links} links.`)),
    [],
  ),
  z.transform<string[], string[]>(normaliseLinks),
);

/** Whether a form must fill a field or may leave it empty. */
export type FieldNeed = 'required' | 'optional';

/** The fields whose need differs between forms; title and year are always required. */
export interface EventFieldNeeds {
  category: FieldNeed;
  description: FieldNeed;
}

/**
 * What each form of a dated event requires besides title and year (SPEC.md §5): a timeline event
 * needs a category, and a description when added; a class event needs a description when added
 * and may leave its category empty; a card put in a deck needs neither.
 */
export const EVENT_FIELD_NEEDS = {
  timelineAdd: { category: 'required', description: 'required' },
  timelineEdit: { category: 'required', description: 'optional' },
  deckCard: { category: 'optional', description: 'optional' },
  classAdd: { category: 'optional', description: 'required' },
  classEdit: { category: 'optional', description: 'optional' },
} as const satisfies Record<string, EventFieldNeeds>;
export type EventFormKind = keyof typeof EVENT_FIELD_NEEDS;

const textField = (need: FieldNeed, max: number, missing: string) =>
  need === 'required' ? requiredText(max, missing) : optionalText(max);

/**
 * One dated event as a person sends it, with the fields `needs` says are required; the forms'
 * schemas are built once in EVENT_INPUT_SCHEMAS.
 *
 * @example datedEventInputSchema({ category: 'optional', description: 'required' }).parse(body)
 */
export const datedEventInputSchema = (needs: EventFieldNeeds) =>
  z.object({
    title: requiredText(EVENT_LIMITS.title, 'Please enter a title.'),
    year: HistoricalYearSchema,
    category: textField(needs.category, EVENT_LIMITS.category, 'Please enter a category.'),
    description: textField(
      needs.description,
      EVENT_LIMITS.description,
      'Please enter a description.',
    ),
    summary: optionalText(EVENT_LIMITS.summary),
    links: EventLinksSchema,
    disableAI: z._default(z.boolean(), false),
    bulletPointsSummary: z._default(z.boolean(), false),
  });
export type DatedEventInputSchema = ReturnType<typeof datedEventInputSchema>;
/** Every form's request body has the same shape; only what is required differs. */
export type DatedEventInput = z.input<DatedEventInputSchema>;
/** An event's fields once validated: trimmed, links normalised, defaults filled. */
export type DatedEventFields = z.output<DatedEventInputSchema>;

/** Each form's schema, built once; servers validate with these and the web validates drafts. */
export const EVENT_INPUT_SCHEMAS = {
  timelineAdd: datedEventInputSchema(EVENT_FIELD_NEEDS.timelineAdd),
  timelineEdit: datedEventInputSchema(EVENT_FIELD_NEEDS.timelineEdit),
  deckCard: datedEventInputSchema(EVENT_FIELD_NEEDS.deckCard),
  classAdd: datedEventInputSchema(EVENT_FIELD_NEEDS.classAdd),
  classEdit: datedEventInputSchema(EVENT_FIELD_NEEDS.classEdit),
} as const satisfies Record<EventFormKind, DatedEventInputSchema>;

/** A stored dated event, whichever list holds it (timeline, deck or class). */
export const DatedEventSchema = z.object({
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
export type DatedEvent = z.infer<typeof DatedEventSchema>;
