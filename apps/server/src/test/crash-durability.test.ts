import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type TimelineEvent } from '@chronodeck/contract';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');
const PASSWORD = 'a long enough passphrase';

async function start(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      APP_URL: 'http://app.test',
    },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    const up = await fetch(`http://127.0.0.1:${port}${API_ROUTES.health}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(null)
      : child.once('exit', resolve),
  );

/**
 * The embedded database keeps what it acknowledged: a server killed without warning in the middle
 * of a stream of writes comes back with every write it answered 201 to.
 */
describe.runIf(process.env.TEST_DB_KIND === 'pglite')('a server killed during writes', () => {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
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
    const outbox = path.join(dataDir, 'outbox');
    const mail = (await readFile(path.join(outbox, (await readdir(outbox))[0]!), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    await post(API_ROUTES.auth.verify, { token: /token=([\w-]+)/.exec(mail)![1] });
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
    await exited(first);

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
