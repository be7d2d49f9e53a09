import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Language, Role } from '@chronodeck/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { SessionCacheBounds } from '../../config';
import { createSessionCache, type LiveSession } from './session-cache';
import {
  emailChangeTokens,
  emailVerificationTokens,
  passwordResetTokens,
  sessions,
  users,
} from '../../db/schema';

export type UserRecord = typeof users.$inferSelect;
export type SessionRecord = typeof sessions.$inferSelect;
export type VerificationTokenRecord = typeof emailVerificationTokens.$inferSelect;
export type PasswordResetTokenRecord = typeof passwordResetTokens.$inferSelect;
export type EmailChangeTokenRecord = typeof emailChangeTokens.$inferSelect;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const idsOf = (rows: { id: string }[]) => rows.map(({ id }) => id);

type LinkTokenTable =
  typeof emailVerificationTokens | typeof passwordResetTokens | typeof emailChangeTokens;

/** Spends the account's unused links of one kind, so none of them works any more. */
async function spendUnusedLinks(
  tx: Transaction,
  table: LinkTokenTable,
  userId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.userId, userId), isNull(table.usedAt)));
}

interface AuthRepositoryOptions {
  sessionCache: SessionCacheBounds;
  /**
   * Told after every write to an account or its sessions, so other instances can forget what
   * they cached of it (`forgetAccount`).
   */
  onAccountChanged?: (userId: string) => void;
}

/**
 * Accounts, sessions and the links mailed for them. Signed-in requests read their session through
 * a cache (session-cache.ts) that every write here keeps honest.
 */
export function createAuthRepository(
  db: Database,
  { sessionCache: bounds, onAccountChanged = () => undefined }: AuthRepositoryOptions,
) {
  const sessionCache = createSessionCache(bounds);
  const accountChanged = (userId: string) => {
    sessionCache.forgetAccount(userId);
    onAccountChanged(userId);
  };

  /** Ends every session of the account except `keepSessionId` (when given). */
  async function revokeSessionsIn(
    tx: Transaction | Database,
    userId: string,
    keepSessionId: string | undefined,
    now: Date,
  ): Promise<string[]> {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return idsOf(revoked);
  }

  // Prepared once: a signed-in request whose session is not cached reads it, so the statement is
  // neither rebuilt nor planned again.
  const liveSession = db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      },
      user: { id: users.id, name: users.name, email: users.email, roles: users.roles },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session');

  return {
    /** Another instance changed the account: what this one cached of it is read again. */
    forgetAccount: (userId: string) => sessionCache.forgetAccount(userId),

    /** Returns null when the e-mail is taken (the unique index decides, so races are safe). */
    async insertUser(user: {
      name: string;
      email: string;
      passwordHash: string;
      roles: Role[];
      language: Language;
    }): Promise<UserRecord | null> {
      try {
        const [inserted] = await db.insert(users).values(user).returning();
        return inserted ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async findUserById(id: string): Promise<UserRecord | null> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user ?? null;
    },

    /** Removes the account; every record it owns goes with it by cascade. */
    async deleteUser(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
      accountChanged(id);
    },

    async findUserByEmail(email: string): Promise<UserRecord | null> {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user ?? null;
    },

    async insertVerificationToken(token: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailVerificationTokens).values(token);
    },

    async findVerificationToken(tokenHash: string): Promise<VerificationTokenRecord | null> {
      const [token] = await db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.tokenHash, tokenHash))
        .limit(1);
      return token ?? null;
    },

    /**
     * Spends the token and verifies its user in one transaction; false when another request spent
     * it first.
     */
    async consumeVerificationToken(tokenId: string, userId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(
            and(eq(emailVerificationTokens.id, tokenId), isNull(emailVerificationTokens.usedAt)),
          )
          .returning({ id: emailVerificationTokens.id });
        if (spent.length === 0) return false;
        await tx
          .update(users)
          .set({ emailVerifiedAt: now })
          .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
        return true;
      });
    },

    async insertSession(session: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      userAgent: string;
    }): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** The session of a token unless it is unknown, revoked or expired (idleness is the caller's). */
    findLiveSession(tokenHash: string, now: Date): Promise<LiveSession | null> {
      return sessionCache.find(tokenHash, now, async () => {
        const [row] = await liveSession.execute({ tokenHash, now: now.toISOString() });
        return row ?? null;
      });
    },

    async touchSession(tokenHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
      sessionCache.touched(tokenHash, now);
    },

    /** The ids of the sessions it ended: none when the token was unknown or already revoked. */
    async revokeSession(tokenHash: string, now: Date): Promise<string[]> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id, userId: sessions.userId });
      for (const { userId } of revoked) accountChanged(userId);
      return idsOf(revoked);
    },

    async setLanguage(userId: string, language: Language): Promise<void> {
      await db
        .update(users)
        .set({ language })
        .where(and(eq(users.id, userId), ne(users.language, language)));
    },

    async renameUser(userId: string, name: string): Promise<UserRecord | null> {
      const [user] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
      accountChanged(userId);
      return user ?? null;
    },

    /** The account's sessions still in use (not revoked or expired), most recently seen first. */
    async liveSessionsOf(userId: string, now: Date): Promise<SessionRecord[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .orderBy(desc(sessions.lastSeenAt));
    },

    /** Ends one of the account's own sessions; [] when the id is not a live session of it. */
    async revokeSessionOf(userId: string, sessionId: string, now: Date): Promise<string[]> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
        )
        .returning({ id: sessions.id });
      if (revoked.length > 0) accountChanged(userId);
      return idsOf(revoked);
    },

    async revokeOtherSessions(userId: string, keepSessionId: string | undefined, now: Date) {
      const revoked = await revokeSessionsIn(db, userId, keepSessionId, now);
      if (revoked.length > 0) accountChanged(userId);
      return revoked;
    },

    /** Stores a new reset link and spends the account's earlier unused ones. */
    async replacePasswordResetToken(token: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await spendUnusedLinks(tx, passwordResetTokens, token.userId, token.now);
        await tx.insert(passwordResetTokens).values({
          userId: token.userId,
          tokenHash: token.tokenHash,
          expiresAt: token.expiresAt,
        });
      });
    },

    async findPasswordResetToken(tokenHash: string): Promise<PasswordResetTokenRecord | null> {
      const [token] = await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, tokenHash))
        .limit(1);
      return token ?? null;
    },

    /**
     * Sets the new password in one transaction with what must go with it: the reset link is spent
     * (null when another request spent it first), every unused reset link and pending address
     * change of the account too, and the sessions other than `keepSessionId` end. A reset (`resetTokenId`) also verifies the
     * e-mail address, since following the mailed link proved it. Returns the ended sessions' ids.
     */
    async replacePassword(change: {
      userId: string;
      passwordHash: string;
      now: Date;
      resetTokenId?: string;
      keepSessionId?: string;
    }): Promise<string[] | null> {
      const { userId, now } = change;
      const ended = await db.transaction(async (tx) => {
        if (change.resetTokenId) {
          const spent = await tx
            .update(passwordResetTokens)
            .set({ usedAt: now })
            .where(
              and(
                eq(passwordResetTokens.id, change.resetTokenId),
                isNull(passwordResetTokens.usedAt),
              ),
            )
            .returning({ id: passwordResetTokens.id });
          if (spent.length === 0) return null;
          await tx
            .update(users)
            .set({ emailVerifiedAt: now })
            .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
        }
        await spendUnusedLinks(tx, passwordResetTokens, userId, now);
        // Whoever asked to move the account elsewhere may have done it with the old password.
        await spendUnusedLinks(tx, emailChangeTokens, userId, now);
        await tx
          .update(users)
          .set({ passwordHash: change.passwordHash })
          .where(eq(users.id, userId));
        return revokeSessionsIn(tx, userId, change.keepSessionId, now);
      });
      if (ended) accountChanged(userId);
      return ended;
    },

    /** Stores a pending address change and spends the account's earlier unconfirmed ones. */
    async replaceEmailChangeToken(token: {
      userId: string;
      tokenHash: string;
      newEmail: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await spendUnusedLinks(tx, emailChangeTokens, token.userId, token.now);
        await tx.insert(emailChangeTokens).values({
          userId: token.userId,
          tokenHash: token.tokenHash,
          newEmail: token.newEmail,
          expiresAt: token.expiresAt,
        });
      });
    },

    async findEmailChangeToken(tokenHash: string): Promise<EmailChangeTokenRecord | null> {
      const [token] = await db
        .select()
        .from(emailChangeTokens)
        .where(eq(emailChangeTokens.tokenHash, tokenHash))
        .limit(1);
      return token ?? null;
    },

    /**
     * Spends the link and moves the account to its new, now verified, address in one transaction,
     * with the reset and verification links mailed to the old address.
     * 'used' when another request spent it first, 'taken' when the address got an account since
     * (the unique index decides, so races are safe; nothing changes then).
     */
    async applyEmailChange(
      token: EmailChangeTokenRecord,
      now: Date,
    ): Promise<'changed' | 'used' | 'taken'> {
      try {
        const outcome = await db.transaction(async (tx) => {
          const spent = await tx
            .update(emailChangeTokens)
            .set({ usedAt: now })
            .where(and(eq(emailChangeTokens.id, token.id), isNull(emailChangeTokens.usedAt)))
            .returning({ id: emailChangeTokens.id });
          if (spent.length === 0) return 'used';
          await tx
            .update(users)
            .set({ email: token.newEmail, emailVerifiedAt: now })
            .where(eq(users.id, token.userId));
          // Links mailed to the old address no longer speak for the account.
          await spendUnusedLinks(tx, passwordResetTokens, token.userId, now);
          await spendUnusedLinks(tx, emailVerificationTokens, token.userId, now);
          return 'changed';
        });
        if (outcome === 'changed') accountChanged(token.userId);
        return outcome;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
