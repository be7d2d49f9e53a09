import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type TimelineEvent } from '@chronodeck/contract';
import { outboxVerificationToken, processExited, startServerProcess } from './server-process';

const PASSWORD = 'a long enough passphrase';

/** The server on the embedded database in `dataDir`, whatever the shell exports for CI. */
const start = (dataDir: string, port: number) =>
  startServerProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    APP_URL: 'http://app.test',
  });

/**
 * The embedded database keeps what it acknowledged: a server killed without warning in the middle
 * of a stream of writes comes back with every write it answered 201 to.
 */
describe.runIf(process.env.TEST_DB_KIND === 'pglite')('a server killed during writes', () => {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map(processExited));
  });

  it('has every acknowledged write after a restart on the same data folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chronodeck-crash-'));
    const port = 4950 + Math.floor(Math.random() * 40);
    const origin = `http://127.0.0.1:${port}`;
    const first = await start(dataDir, port);
    children.push(first);
    const post = (url: string, body: object, token?: string) =>
      fetch(`${origin}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });

    const email = 'ada@example.com';
    await post(API_ROUTES.auth.register, {
      name: 'Ada',
      email,
      password: PASSWORD,
      roles: ['student'],
    });
    await post(API_ROUTES.auth.verify, { token: await outboxVerificationToken(dataDir, email) });
    const { token } = (await (
      await post(API_ROUTES.auth.login, { email, password: PASSWORD })
    ).json()) as {
      token: string;
    };

    // Four writers in parallel; the process dies after 40 acknowledgements, with writes in flight.
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (lane: number) => {
      for (let index = 0; !killed; index++) {
        const title = `Event ${lane}-${index}`;
        const response = await post(
          API_ROUTES.student.timeline,
          {
            title,
            year: 1500 + index,
            category: 'Crash',
            description: 'Written before the crash.',
          },
          token,
        ).catch(() => null);
        if (response?.status === 201) acknowledged.push(title);
        if (acknowledged.length >= 40 && !killed) {
          killed = true;
          first.kill('SIGKILL');
        }
        if (!response) return;
      }
    };
    await Promise.all([0, 1, 2, 3].map(writer));
    await processExited(first);

    const second = await start(dataDir, port);
    children.push(second);
    const listed = (await (
      await fetch(`${origin}${API_ROUTES.student.timeline}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as TimelineEvent[];
    const stored = new Set(listed.map((event) => event.title));
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(acknowledged.filter((title) => !stored.has(title))).toEqual([]);
  }, 120_000);
});
