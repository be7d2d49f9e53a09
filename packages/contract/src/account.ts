import * as z from 'zod/mini';
import { ClassSchema, JoinedClassSchema } from './classes';
import { QuizResultSchema } from './quiz';
import { RoleSchema } from './roles';
import { DeckSchema, TimelineEventSchema } from './student';

/** Deleting an account asks for the password again, so an open laptop cannot do it. */
export const DeleteAccountRequestSchema = z.object({
  password: z.string().check(z.minLength(1, 'Please enter your password.'), z.maxLength(256)),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;

/**
 * Everything Chronodeck holds about one person, as the JSON download of "Export my data". Classes
 * a teacher runs come with their events and decks; other people's names are not included.
 */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    name: z.string(),
    email: z.string(),
    roles: z.array(RoleSchema),
    createdAt: z.string(),
  }),
  timeline: z.array(TimelineEventSchema),
  decks: z.array(DeckSchema),
  quizResults: z.array(QuizResultSchema),
  classesJoined: z.array(JoinedClassSchema),
  classesTaught: z.array(ClassSchema),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
