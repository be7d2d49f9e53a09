import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@chronodeck/contract';
import { buildApp } from '../app';
import { hashToken } from '../modules/auth/tokens';
import { testConfig } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';

const ADA = {
  name: 'Ada Lovelace',
  email: 'ada.private@example.com',
  password: 'analytical engine 1843',
};
const GRACE = {
  name: 'Grace Hopper',
  email: 'grace.private@example.com',
  password: 'compiler cobol 1959',
};
const WRONG_PASSWORD = 'not her password at all';
const UNKNOWN_TOKEN = 'unknown-session-token-0123456789abcdef';

/** The verification token of the mail the outbox wrote to `email`. */
async function outboxToken(outbox: string, email: string): Promise<string> {
  for (const file of await readdir(outbox)) {
    const mail = (await readFile(path.join(outbox, file), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (mail.split(/\r?\n/).includes(`To: ${email}`)) {
      const token = /token=([\w-]+)/.exec(mail)?.[1];
      if (token) return token;
    }
  }
  throw new Error(`no mail to ${email}`);
}

describe('the server log of a failing run', () => {
  it('holds no e-mail address, password, hash, token or token hash', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase();
    const config = await testConfig((c) => ({ ...c, logLevel: 'info' }));
    const app = await buildApp(config, {
      database,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers });
    const me = (token: string) =>
      app.inject({
        method: 'GET',
        url: API_ROUTES.auth.me,
        headers: { authorization: `Bearer ${token}` },
      });

    // A healthy run: registration (the outbox mail), verification, login, a wrong password and
    // an unknown session token.
    await post(API_ROUTES.auth.register, { ...ADA, roles: ['student'] });
    const verificationToken = await outboxToken(path.join(config.dataDir, 'outbox'), ADA.email);
    await post(API_ROUTES.auth.verify, { token: verificationToken });
    const login = await post(API_ROUTES.auth.login, { email: ADA.email, password: ADA.password });
    const sessionToken = login.json<{ token: string }>().token;
    expect(
      (await post(API_ROUTES.auth.login, { email: ADA.email, password: WRONG_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect((await me(UNKNOWN_TOKEN)).statusCode).toBe(401);

    // The database fails mid-run: every query now fails with its parameters in the message.
    await database.close();
    const failing = [
      await post(API_ROUTES.auth.login, { email: ADA.email, password: WRONG_PASSWORD }),
      await post(API_ROUTES.auth.login, { email: ADA.email, password: ADA.password }),
      await me(sessionToken),
      await me(UNKNOWN_TOKEN),
      await post(API_ROUTES.auth.register, { ...GRACE, roles: ['teacher'] }),
      await post(API_ROUTES.auth.verify, { token: verificationToken }),
      await post(API_ROUTES.auth.logout, {}, { authorization: `Bearer ${sessionToken}` }),
    ];
    await app.close();
    expect(failing.map((response) => response.statusCode).every((status) => status >= 500)).toBe(
      true,
    );

    const log = lines.join('');
    // The log is not empty: it tells what failed, and where the mail went.
    expect(log).toContain('request failed');
    expect(log).toContain('Failed query');
    expect(log).toContain('mail written to outbox');
    const secrets = [
      ADA.email,
      ADA.name,
      ADA.password,
      GRACE.email,
      GRACE.name,
      GRACE.password,
      WRONG_PASSWORD,
      sessionToken,
      hashToken(sessionToken),
      UNKNOWN_TOKEN,
      hashToken(UNKNOWN_TOKEN),
      verificationToken,
      hashToken(verificationToken),
      '$argon2',
    ];
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });
});
