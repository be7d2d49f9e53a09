import {
  DEFAULT_LANGUAGE,
  VERIFY_EMAIL_PAGE,
  type Language,
  type LoginRequest,
  type RegisterRequest,
  type Role,
  type User,
} from '@chronodeck/contract';
import type { Config } from '../../config';
import { AppError, unauthenticated } from '../../http/app-error';
import type { Mailer } from '../mail/mailer';
import { verificationMail } from '../mail/verification-mail';
import type { AuthRepository, UserRecord } from './auth.repository';
import { isCommonPassword, type PasswordHasher } from './password';
import { generateToken, hashToken, usableLinkToken, type LinkTokenErrors } from './tokens';

export const REGISTERED_MESSAGE = 'Registered! Please check your email to verify.';
export const VERIFIED_MESSAGE = 'Your e-mail address is verified. You can now log in.';
export const RESENT_MESSAGE =
  'If that account is waiting for verification, a new link is on its way. Check your inbox.';

const tokenAlreadyUsed = () =>
  new AppError(400, 'VERIFICATION_TOKEN_USED', 'This verification link has already been used.');

const VERIFICATION_LINK_ERRORS: LinkTokenErrors = {
  invalid: () =>
    new AppError(400, 'VERIFICATION_TOKEN_INVALID', 'This verification link is not valid.'),
  used: tokenAlreadyUsed,
  expired: () =>
    new AppError(
      400,
      'VERIFICATION_TOKEN_EXPIRED',
      'This verification link has expired. Request a new one.',
    ),
};

const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'Incorrect e-mail or password.');

export interface AuthenticatedSession {
  user: User;
  sessionId: string;
  tokenHash: string;
  /** When the session stops being valid unless used again: expiry or the idle timeout. */
  endsAt: Date;
}

/** Sessions that just ended: a list of them, or every session of an account. */
export type EndedSessions = { sessionIds: readonly string[] } | { userId: string };

interface AuthServiceDeps {
  repository: AuthRepository;
  mailer: Mailer;
  passwords: PasswordHasher;
  config: Pick<Config, 'appUrl' | 'auth'>;
  /** Told whenever sessions end, so their live connections close too. */
  onSessionsEnded?: (ended: EndedSessions) => void;
  now?: () => Date;
}

/** The same common-password rule everywhere a password is chosen. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(
      400,
      'PASSWORD_TOO_COMMON',
      'This password is too common. Please choose another.',
    );
  }
}

/** Kept of a session's User-Agent: enough to name the browser and system. */
export const USER_AGENT_MAX_LENGTH = 256;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toUser(record: Pick<UserRecord, 'id' | 'name' | 'email' | 'roles'>): User {
  return {
    _id: record.id,
    name: record.name,
    email: record.email,
    roles: record.roles.filter((role): role is Role => role === 'student' || role === 'teacher'),
  };
}

export function createAuthService({
  repository,
  mailer,
  passwords,
  config,
  onSessionsEnded = () => undefined,
  now = () => new Date(),
}: AuthServiceDeps) {
  const { auth } = config;
  // Compared against when the e-mail is unknown, so a login takes as long either way and its
  // timing does not reveal which addresses have accounts.
  let decoyHash: Promise<string> | undefined;
  const getDecoyHash = () =>
    (decoyHash ??= passwords.hash(generateToken()).catch((error: unknown) => {
      // Turned away by a full password gate (503): the next unknown address makes it again,
      // instead of every one answering 503 while known ones answer 401.
      decoyHash = undefined;
      throw error;
    }));

  async function sendVerification(user: UserRecord, language: Language): Promise<void> {
    const token = generateToken();
    await repository.insertVerificationToken({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + auth.verificationTokenTtlMs),
    });
    const link = `${config.appUrl}${VERIFY_EMAIL_PAGE}?token=${encodeURIComponent(token)}`;
    await mailer.send(
      verificationMail({
        to: user.email,
        name: user.name,
        link,
        language,
        validHours: Math.round(auth.verificationTokenTtlMs / 3_600_000),
      }),
    );
  }

  return {
    async register(request: RegisterRequest): Promise<void> {
      refuseCommonPassword(request.password);
      const user = await repository.insertUser({
        name: request.name,
        email: normalizeEmail(request.email),
        passwordHash: await passwords.hash(request.password),
        roles: request.roles,
        language: request.language ?? DEFAULT_LANGUAGE,
      });
      if (!user) {
        throw new AppError(409, 'EMAIL_TAKEN', 'An account with this e-mail already exists.');
      }
      await sendVerification(user, request.language ?? DEFAULT_LANGUAGE);
    },

    async verifyEmail(token: string): Promise<void> {
      const record = usableLinkToken(
        await repository.findVerificationToken(hashToken(token)),
        now(),
        VERIFICATION_LINK_ERRORS,
      );
      const consumed = await repository.consumeVerificationToken(record.id, record.userId, now());
      if (!consumed) {
        throw tokenAlreadyUsed();
      }
    },

    /** Answers the same whether or not the account exists, so it reveals nothing. */
    async resendVerification(email: string, language: Language | undefined): Promise<void> {
      const user = await repository.findUserByEmail(normalizeEmail(email));
      if (user && !user.emailVerifiedAt) {
        await sendVerification(user, language ?? DEFAULT_LANGUAGE);
      }
    },

    async login(
      request: LoginRequest,
      userAgent: string | undefined,
    ): Promise<{ user: User; token: string }> {
      const user = await repository.findUserByEmail(normalizeEmail(request.email));
      const passwordMatches = await passwords.verify(
        user?.passwordHash ?? (await getDecoyHash()),
        request.password,
      );
      if (!user || !passwordMatches) throw invalidCredentials();
      if (!user.emailVerifiedAt) {
        throw new AppError(
          403,
          'EMAIL_NOT_VERIFIED',
          'Please verify your e-mail address before logging in.',
        );
      }
      if (request.language) await repository.setLanguage(user.id, request.language);
      const token = generateToken();
      await repository.insertSession({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + auth.sessionLifetimeMs),
        userAgent: (userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH),
      });
      return { user: toUser(user), token };
    },

    /** The session behind a token, or null when it is unknown, revoked, expired or idle too long. */
    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      const tokenHash = hashToken(token);
      const current = now();
      const found = await repository.findLiveSession(tokenHash, current);
      if (!found) return null;
      const { session } = found;
      const idleFor = current.getTime() - session.lastSeenAt.getTime();
      if (idleFor > auth.sessionIdleTimeoutMs) return null;
      const lastSeenAt = idleFor > auth.sessionTouchIntervalMs ? current : session.lastSeenAt;
      if (lastSeenAt !== session.lastSeenAt) await repository.touchSession(tokenHash, current);
      const idleEnd = lastSeenAt.getTime() + auth.sessionIdleTimeoutMs;
      return {
        user: toUser(found.user),
        sessionId: session.id,
        tokenHash,
        endsAt: new Date(Math.min(session.expiresAt.getTime(), idleEnd)),
      };
    },

    /** The account record, once its password is confirmed again (WRONG_PASSWORD otherwise). */
    async confirmPassword(userId: string, password: string): Promise<UserRecord> {
      const user = await repository.findUserById(userId);
      if (!user || !(await passwords.verify(user.passwordHash, password))) {
        throw new AppError(403, 'WRONG_PASSWORD', 'That password is not right.');
      }
      return user;
    },

    async deleteAccount(userId: string): Promise<void> {
      await repository.deleteUser(userId);
      onSessionsEnded({ userId });
    },

    async accountCreatedAt(userId: string): Promise<Date> {
      const user = await repository.findUserById(userId);
      if (!user) throw unauthenticated();
      return user.createdAt;
    },

    async logout(tokenHash: string): Promise<void> {
      const sessionIds = await repository.revokeSession(tokenHash, now());
      onSessionsEnded({ sessionIds });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
