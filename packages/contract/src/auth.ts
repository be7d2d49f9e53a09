import * as z from 'zod/mini';
import { LanguageSchema } from './language-schema';
import { RoleSchema } from './roles';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Verification and session tokens are 32 random bytes, base64url-encoded (43 characters). */
export const TOKEN_MAX_LENGTH = 128;

export const NameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'Name is required.'), z.maxLength(NAME_MAX_LENGTH));
export const EmailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH)),
  z.email('Enter a valid e-mail address.'),
);
/** The rules every new password follows, at registration, reset and change alike. */
export const PasswordSchema = z
  .string()
  .check(
    z.minLength(
      PASSWORD_MIN_LENGTH,
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    ),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  );

export const RegisterRequestSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  roles: z.array(RoleSchema).check(
    z.minLength(1, 'Choose at least one role.'),
    z.maxLength(2),
    z.refine((roles) => new Set(roles).size === roles.length, 'Each role may appear once.'),
  ),
  /** Language of the verification e-mail; the interface language at the time of registering. */
  language: z.optional(LanguageSchema),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const SuccessMessageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type SuccessMessageResponse = z.infer<typeof SuccessMessageResponseSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string()
    .check(z.minLength(1, 'Password is required.'), z.maxLength(PASSWORD_MAX_LENGTH)),
  /** The interface language; the account's mails are written in the one of its latest sign-in. */
  language: z.optional(LanguageSchema),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(RoleSchema),
});
export type User = z.infer<typeof UserSchema>;

export const LoginResponseSchema = z.object({
  user: UserSchema,
  token: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const MeResponseSchema = z.object({ user: UserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const VerifyEmailRequestSchema = z.object({
  token: z
    .string()
    .check(z.trim(), z.minLength(1, 'Token is required.'), z.maxLength(TOKEN_MAX_LENGTH)),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

/** Tokens of e-mailed links: verification, password reset, e-mail change. */
export const LinkTokenSchema = VerifyEmailRequestSchema.shape.token;

export const ResendVerificationRequestSchema = z.object({
  email: EmailSchema,
  language: z.optional(LanguageSchema),
});
export type ResendVerificationRequest = z.infer<typeof ResendVerificationRequestSchema>;

export const LogoutResponseSchema = z.object({ success: z.literal(true) });

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: LinkTokenSchema,
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;
