import type { Role } from '@chronodeck/contract';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { sessions, users } from '../apps/server/src/db/schema';
import { generateToken, hashToken } from '../apps/server/src/modules/auth/tokens';

export interface SeededAccount {
  id: string;
  email: string;
  token: string;
}

/**
 * Verified accounts with live sessions, written straight to the database: the benches measure
 * what happens after sign-in, not password hashing. All share `passwordHash`.
 */
export async function seedAccounts(
  database: DatabaseHandle,
  count: number,
  role: Role,
  passwordHash = 'not-used',
): Promise<SeededAccount[]> {
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `${role} ${index}`,
        email: `${role}-${index}@bench.test`,
        passwordHash,
        roles: [role],
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const tokens = rows.map(() => generateToken());
  await database.db.insert(sessions).values(
    rows.map((row, index) => ({
      userId: row.id,
      tokenHash: hashToken(tokens[index]!),
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return rows.map((row, index) => ({ ...row, token: tokens[index]! }));
}
