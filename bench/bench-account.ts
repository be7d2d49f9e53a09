import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { API_ROUTES, type Role, type UserQuotas } from '@chronodeck/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import {
  openDatabase,
  type DatabaseHandle,
  type DatabaseLocation,
} from '../apps/server/src/db/client';
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

/**
 * The API alone (no web build) on a fresh database at `location`, with one signed-in account;
 * `run` gets them and the app and database are closed after it. `adjust` may raise quotas.
 */
export async function withBenchApp<Result>(
  location: DatabaseLocation,
  roles: Role[],
  run: (bench: {
    app: Awaited<ReturnType<typeof buildApp>>;
    database: DatabaseHandle;
    token: string;
    userId: string;
  }) => Promise<Result>,
  /** Quotas changed for a bench that measures past the product's limits. */
  adjust: { quotas?: Partial<UserQuotas> } = {},
): Promise<Result> {
  const database = await openDatabase(location);
  await database.migrate();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chronodeck-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
  const quotas = { ...config.quotas, ...adjust.quotas };
  const app = await buildApp({ ...config, quotas, webDistDir: null }, { database, logger: false });
  try {
    const { token, user } = await signInBenchAccount(app, database, roles);
    return await run({ app, database, token, userId: user._id });
  } finally {
    await app.close();
    await database.close();
  }
}
