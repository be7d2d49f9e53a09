import * as z from 'zod/mini';
import {
  DatedEventSchema,
  EVENT_INPUT_SCHEMAS,
  EVENT_LIMITS,
  type DatedEventInput,
} from './dated-events';
import { optionalText, pathTitle, requiredText } from './text-fields';

/**
 * Class codes are read aloud and typed by students: capitals and digits without the look-alikes
 * 0/O and 1/I/L. Eight of these 31 characters give 8.5 × 10¹¹ codes, shown as two groups of four
 * ("HX7K-2P9M"); joining is rate limited, so guessing one is hopeless.
 */
export const CLASS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CLASS_CODE_LENGTH = 8;

/** "HX7K2P9M" as "HX7K-2P9M", easier to read aloud and copy. */
export const displayClassCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** What a student types, tidied: spaces and dashes dropped, lower case raised. */
export function normaliseClassCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

export const ClassCodeSchema = z.pipe(
  z.pipe(z.string(), z.transform(normaliseClassCode)),
  z
    .string()
    .check(
      z.length(CLASS_CODE_LENGTH, 'Please enter the 8-character class code.'),
      z.regex(
        new RegExp(`^[${CLASS_CODE_ALPHABET}]+$`),
        'Please enter the 8-character class code.',
      ),
    ),
);

export const CLASS_LIMITS = { title: 120, description: 2000, subject: 80, yearGroup: 40 } as const;

/** Creating a class (SPEC.md §7): title required, the rest optional. */
export const ClassInputSchema = z.object({
  title: requiredText(CLASS_LIMITS.title, 'Please enter a class title.'),
  description: optionalText(CLASS_LIMITS.description),
  subject: optionalText(CLASS_LIMITS.subject),
  yearGroup: optionalText(CLASS_LIMITS.yearGroup),
});
export type ClassInput = z.input<typeof ClassInputSchema>;

/** Editing sends the class record; only these fields change. */
export const ClassUpdateSchema = ClassInputSchema;

/** A class event (SPEC.md §5: title, year and description required; category and summary optional). */
export const ClassEventInputSchema = EVENT_INPUT_SCHEMAS.classAdd;
export type ClassEventInput = DatedEventInput;

/** Editing a class event requires only title and year (SPEC.md §5). */
export const ClassEventUpdateSchema = EVENT_INPUT_SCHEMAS.classEdit;
export type ClassEventUpdate = DatedEventInput;

export const ClassEventSchema = DatedEventSchema;
export type ClassEvent = z.infer<typeof ClassEventSchema>;

export const ClassDeckSchema = z.object({
  _id: z.string(),
  title: z.string(),
  events: z.array(ClassEventSchema),
});
export type ClassDeck = z.infer<typeof ClassDeckSchema>;

export const CreateClassDeckRequestSchema = z.object({
  title: pathTitle(EVENT_LIMITS.deckTitle, 'Please enter a deck title.'),
});

/** A class as its teacher sees it on the dashboard. */
export const ClassSummarySchema = z.object({
  /** Also the class code students type to join. */
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  subject: z.string(),
  yearGroup: z.string(),
  studentCount: z.number().check(z.int()),
  eventCount: z.number().check(z.int()),
  deckCount: z.number().check(z.int()),
});
export type ClassSummary = z.infer<typeof ClassSummarySchema>;
export const ClassSummaryListSchema = z.array(ClassSummarySchema);

/** A class in full (SPEC.md §3): its events and decks. */
export const ClassSchema = z.extend(ClassSummarySchema, {
  events: z.array(ClassEventSchema),
  decks: z.array(ClassDeckSchema),
});
export type Class = z.infer<typeof ClassSchema>;

export const ClassStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  joinedAt: z.string(),
});
export type ClassStudent = z.infer<typeof ClassStudentSchema>;
export const ClassStudentListSchema = z.array(ClassStudentSchema);

export const JoinClassRequestSchema = z.object({ code: ClassCodeSchema });

/** A class as a student who joined it sees it. */
export const JoinedClassSchema = z.object({
  _id: z.string(),
  title: z.string(),
  subject: z.string(),
  yearGroup: z.string(),
  teacherName: z.string(),
});
export type JoinedClass = z.infer<typeof JoinedClassSchema>;
export const JoinedClassListSchema = z.array(JoinedClassSchema);
