import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_ROUTES } from '@chronodeck/contract';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');

/**
 * The server as a real process (from source, through tsx), started with `env` on `port` and
 * answered once its health check passes; for tests about processes, restarts and instances.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    const healthy = await fetch(`http://127.0.0.1:${port}${API_ROUTES.health}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the server on port ${port} did not become healthy`);
}

/** Resolves once the process has ended, however it ended and even if it already has. */
export const processExited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(null)
      : child.once('exit', resolve),
  );

/** The token of the verification mail a server process wrote to `dataDir`/outbox for `email`. */
export async function outboxVerificationToken(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  // Outbox files are named by time, not recipient: the mail is the one addressed to `email`.
  const mails = await Promise.all(
    (await readdir(outbox)).map(async (file) =>
      (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    ),
  );
  const mail = mails.find((text) => text.split(/\r?\n/).includes(`To: ${email}`));
  if (!mail) throw new Error(`no mail to ${email} in ${outbox}`);
  const token = /token=([\w-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`the mail to ${email} has no token`);
  return token;
}
