import { eq } from 'drizzle-orm';
import { API_ROUTES, type Role } from '@chronodeck/contract';
import type { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';

export const BENCH_PASSWORD = 'a long enough passphrase';

/** Registers one verified account with `roles` and signs it in; its bearer token and id. */
export async function signInBenchAccount(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: DatabaseHandle,
  roles: Role[],
) {
  const email = 'bench@example.com';
  await app.inject({
    method: 'POST',
    url: API_ROUTES.auth.register,
    payload: { name: 'Bench Account', email, password: BENCH_PASSWORD, roles },
  });
  await database.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.email, email));
  const login = await app.inject({
    method: 'POST',
    url: API_ROUTES.auth.login,
    payload: { email, password: BENCH_PASSWORD },
  });
  return login.json<{ token: string; user: { _id: string } }>();
}
