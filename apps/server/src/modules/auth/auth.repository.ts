import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '@chronodeck/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { emailVerificationTokens, sessions, users } from '../../db/schema';

export type UserRecord = typeof users.$inferSelect;
export type SessionRecord = typeof sessions.$inferSelect;
export type VerificationTokenRecord = typeof emailVerificationTokens.$inferSelect;

export function createAuthRepository(db: Database) {
  return {
    /** Returns null when the e-mail is taken (the unique index decides, so races are safe). */
    async insertUser(user: {
      name: string;
      email: string;
      passwordHash: string;
      roles: Role[];
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
    }): Promise<void> {
      await db.insert(sessions).values(session);
    },

    async findLiveSession(
      tokenHash: string,
      now: Date,
    ): Promise<{ session: SessionRecord; user: UserRecord } | null> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async touchSession(sessionId: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    },

    /** The ids of the sessions it ended: none when the token was unknown or already revoked. */
    async revokeSession(tokenHash: string, now: Date): Promise<string[]> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return revoked.map(({ id }) => id);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
