import * as z from 'zod/mini';
import {
  EmailSchema,
  LinkTokenSchema,
  NameSchema,
  PASSWORD_MAX_LENGTH,
  PasswordSchema,
  UserSchema,
} from './auth';
import { ClassSchema, JoinedClassSchema } from './classes';
import { QuizResultSchema } from './quiz';
import { StudyExportSchema } from './reviews';
import { RoleSchema } from './roles';
import { DeckSchema, TimelineEventSchema } from './student';

/** Deleting an account asks for the password again, so an open laptop cannot do it. */
export const DeleteAccountRequestSchema = z.object({
  password: z.string().check(z.minLength(1, 'Please enter your password.'), z.maxLength(256)),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;

const CurrentPasswordSchema = z
  .string()
  .check(z.minLength(1, 'Please enter your password.'), z.maxLength(PASSWORD_MAX_LENGTH));

/** The new password follows the registration rules; the current one proves it is the owner. */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The address changes only once the link mailed to `newEmail` is followed. */
export const ChangeEmailRequestSchema = z.object({
  newEmail: EmailSchema,
  password: CurrentPasswordSchema,
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

export const ConfirmEmailChangeRequestSchema = z.object({ token: LinkTokenSchema });
export type ConfirmEmailChangeRequest = z.infer<typeof ConfirmEmailChangeRequestSchema>;

export const UpdateProfileRequestSchema = z.object({ name: NameSchema });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const ProfileResponseSchema = z.object({ user: UserSchema });

/** One signed-in browser or API client of the account; never its token. */
export const AccountSessionSchema = z.object({
  _id: z.string(),
  /** The User-Agent it signed in with (truncated); the web names the browser and system from it. */
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsResponseSchema = z.object({
  sessions: z.array(AccountSessionSchema),
});
export type AccountSessionsResponse = z.infer<typeof AccountSessionsResponseSchema>;

/** How many sessions a "sign out" ended. */
export const SessionsEndedResponseSchema = z.object({ ended: z.number() });
export type SessionsEndedResponse = z.infer<typeof SessionsEndedResponseSchema>;

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
  /** Study settings, what the person remembers of each card, and every review they made. */
  study: StudyExportSchema,
  classesJoined: z.array(JoinedClassSchema),
  classesTaught: z.array(ClassSchema),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
