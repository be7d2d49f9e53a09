import {
  CONFIRM_EMAIL_CHANGE_PAGE,
  DEFAULT_LANGUAGE,
  FORGOT_PASSWORD_PAGE,
  isLanguage,
  RESET_PASSWORD_PAGE,
  type AccountSession,
  type Language,
  type User,
} from '@chronodeck/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { isRecordId } from '../../db/record-id';
import { AppError, notFound } from '../../http/app-error';
import type { MailMessage, Mailer } from '../mail/mailer';
import { emailChangeMail } from '../mail/email-change-mail';
import { emailChangeNoticeMail, type EmailChangeStage } from '../mail/email-change-notice-mail';
import { passwordChangedMail } from '../mail/password-changed-mail';
import { passwordResetMail } from '../mail/password-reset-mail';
import type { AuthRepository, UserRecord } from './auth.repository';
import {
  normalizeEmail,
  refuseCommonPassword,
  toUser,
  type AuthenticatedSession,
  type EndedSessions,
} from './auth.service';
import type { PasswordHasher } from './password';
import { generateToken, hashToken, usableLinkToken, type LinkTokenErrors } from './tokens';

export const RESET_REQUESTED_MESSAGE =
  'If an account uses that address, a link to choose a new password is on its way.';

interface AccountSecurityDeps {
  repository: AuthRepository;
  mailer: Mailer;
  passwords: PasswordHasher;
  config: Pick<Config, 'appUrl' | 'auth'>;
  onSessionsEnded: (ended: EndedSessions) => void;
  /** Where notices that could not be sent are reported (never with their address or link). */
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}

/** The mails of an account are in the language it last used (see users.language). */
const languageOf = (user: UserRecord): Language =>
  isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;

const linkError = (code: 'LINK_INVALID' | 'LINK_EXPIRED' | 'LINK_USED') => {
  const messages = {
    LINK_INVALID: 'This link is not valid.',
    LINK_EXPIRED: 'This link has expired. Please ask for a new one.',
    LINK_USED: 'This link has already been used.',
  };
  return new AppError(400, code, messages[code]);
};

const LINK_ERRORS: LinkTokenErrors = {
  invalid: () => linkError('LINK_INVALID'),
  used: () => linkError('LINK_USED'),
  expired: () => linkError('LINK_EXPIRED'),
};

/**
 * What people do to keep their account: a forgotten password, a new password, name or e-mail
 * address, and the list of their signed-in sessions. Every path that ends sessions reports them
 * through `onSessionsEnded`, so their sockets close too.
 */
export function createAccountSecurityService({
  repository,
  mailer,
  passwords,
  config,
  onSessionsEnded,
  log,
  now = () => new Date(),
}: AccountSecurityDeps) {
  const { auth } = config;
  const forgotPasswordLink = `${config.appUrl}${FORGOT_PASSWORD_PAGE}`;
  const expiresIn = (ms: number) => new Date(now().getTime() + ms);

  /** Notices go out without holding up the answer: the change is made whether or not they can be sent. */
  const sendInBackground = (kind: string, message: MailMessage) => {
    mailer.send(message).catch((error: unknown) => {
      log.error(
        { mail: kind, reason: error instanceof Error ? error.name : 'unknown' },
        'mail not sent',
      );
    });
  };

  const sendPasswordChanged = (user: UserRecord) =>
    sendInBackground(
      'password-changed',
      passwordChangedMail({
        to: user.email,
        name: user.name,
        forgotPasswordLink,
        language: languageOf(user),
      }),
    );

  const sendEmailChangeNotice = (user: UserRecord, newEmail: string, stage: EmailChangeStage) =>
    sendInBackground(
      'email-change-notice',
      emailChangeNoticeMail({
        to: user.email,
        name: user.name,
        newEmail,
        stage,
        forgotPasswordLink,
        language: languageOf(user),
      }),
    );

  async function sendResetLink(email: string): Promise<void> {
    const user = await repository.findUserByEmail(email);
    if (!user) return;
    const token = generateToken();
    await repository.replacePasswordResetToken({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: expiresIn(auth.passwordResetTokenTtlMs),
      now: now(),
    });
    await mailer.send(
      passwordResetMail({
        to: user.email,
        name: user.name,
        link: `${config.appUrl}${RESET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`,
        language: languageOf(user),
        validMinutes: Math.round(auth.passwordResetTokenTtlMs / 60_000),
      }),
    );
  }

  const endSessions = (sessionIds: string[]) => {
    if (sessionIds.length > 0) onSessionsEnded({ sessionIds });
  };

  return {
    /**
     * Mails a reset link when the address has an account. The work happens after the answer,
     * so the answer is the same and takes the same time whether or not the address has an
     * account; a failure is logged (without the address), since nobody waits for it.
     */
    forgotPassword(email: string): void {
      sendResetLink(normalizeEmail(email)).catch((error: unknown) => {
        log.error(
          { reason: error instanceof Error ? error.name : 'unknown' },
          'reset link not sent',
        );
      });
    },

    /** Sets the new password from a reset link; every session of the account ends. */
    async resetPassword(token: string, password: string): Promise<void> {
      refuseCommonPassword(password);
      const record = usableLinkToken(
        await repository.findPasswordResetToken(hashToken(token)),
        now(),
        LINK_ERRORS,
      );
      const ended = await repository.replacePassword({
        userId: record.userId,
        passwordHash: await passwords.hash(password),
        resetTokenId: record.id,
        now: now(),
      });
      if (!ended) throw linkError('LINK_USED');
      endSessions(ended);
      const user = await repository.findUserById(record.userId);
      if (user) sendPasswordChanged(user);
    },

    /** After the current password was confirmed: the other sessions end, this one stays. */
    async changePassword(user: UserRecord, session: AuthenticatedSession, newPassword: string) {
      refuseCommonPassword(newPassword);
      const ended = await repository.replacePassword({
        userId: user.id,
        passwordHash: await passwords.hash(newPassword),
        keepSessionId: session.sessionId,
        now: now(),
      });
      endSessions(ended ?? []);
      sendPasswordChanged(user);
    },

    /**
     * After the password was confirmed: mails a link to the new address and a notice to the old
     * one. The address changes only when the link is followed.
     */
    async requestEmailChange(user: UserRecord, newEmailAsTyped: string): Promise<void> {
      const newEmail = normalizeEmail(newEmailAsTyped);
      if (newEmail === user.email) {
        throw new AppError(400, 'SAME_EMAIL', 'This is already the address of your account.');
      }
      if (await repository.findUserByEmail(newEmail)) {
        throw new AppError(409, 'EMAIL_TAKEN', 'An account with this e-mail already exists.');
      }
      const token = generateToken();
      await repository.replaceEmailChangeToken({
        userId: user.id,
        tokenHash: hashToken(token),
        newEmail,
        expiresAt: expiresIn(auth.emailChangeTokenTtlMs),
        now: now(),
      });
      await mailer.send(
        emailChangeMail({
          to: newEmail,
          name: user.name,
          link: `${config.appUrl}${CONFIRM_EMAIL_CHANGE_PAGE}?token=${encodeURIComponent(token)}`,
          language: languageOf(user),
          validHours: Math.round(auth.emailChangeTokenTtlMs / 3_600_000),
        }),
      );
      sendEmailChangeNotice(user, newEmail, 'requested');
    },

    /** Follows the link sent to the new address: the account moves to it, verified. */
    async confirmEmailChange(token: string): Promise<void> {
      const record = usableLinkToken(
        await repository.findEmailChangeToken(hashToken(token)),
        now(),
        LINK_ERRORS,
      );
      const before = await repository.findUserById(record.userId);
      const outcome = await repository.applyEmailChange(record, now());
      if (outcome === 'used') throw linkError('LINK_USED');
      if (outcome === 'taken') {
        throw new AppError(409, 'EMAIL_TAKEN', 'An account with this e-mail already exists.');
      }
      if (before) sendEmailChangeNotice(before, record.newEmail, 'changed');
    },

    async rename(userId: string, name: string): Promise<User> {
      const user = await repository.renameUser(userId, name);
      if (!user) throw notFound();
      return toUser(user);
    },

    async sessionsOf(session: AuthenticatedSession): Promise<AccountSession[]> {
      const current = now();
      const live = await repository.liveSessionsOf(session.user._id, current);
      return (
        live
          .filter(
            (row) => current.getTime() - row.lastSeenAt.getTime() <= auth.sessionIdleTimeoutMs,
          )
          .map((row) => ({
            _id: row.id,
            userAgent: row.userAgent,
            createdAt: row.createdAt.toISOString(),
            lastSeenAt: row.lastSeenAt.toISOString(),
            current: row.id === session.sessionId,
          }))
          // The device in hand first, then the others by last use (the query's order; sort is stable).
          .sort((a, b) => Number(b.current) - Number(a.current))
      );
    },

    /** Ends one session of the caller's account; another account's (or unknown) id is 404. */
    async endSession(session: AuthenticatedSession, sessionId: string): Promise<void> {
      const ended = isRecordId(sessionId)
        ? await repository.revokeSessionOf(session.user._id, sessionId, now())
        : [];
      if (ended.length === 0) throw notFound('No such session.');
      endSessions(ended);
    },

    /** "Sign out everywhere else": how many sessions it ended. */
    async endOtherSessions(session: AuthenticatedSession): Promise<number> {
      const ended = await repository.revokeOtherSessions(
        session.user._id,
        session.sessionId,
        now(),
      );
      endSessions(ended);
      return ended.length;
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
