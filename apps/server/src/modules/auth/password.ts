import { hash, verify, type Options } from '@node-rs/argon2';
import type { WorkGateBounds } from '../../config';
import { createWorkGate } from '../../http/work-gate';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id; the package's enum is a `const enum`, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * The most common passwords of at least 8 characters in public breach corpora; shorter ones are
 * already refused by the length rule.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '123123123',
  '11111111',
  '00000000',
  '87654321',
  '88888888',
  '987654321',
  '11223344',
  '12341234',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'asdfghjkl',
  'zxcvbnm1',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'letmein1',
  'welcome1',
  'welcome123',
  'computer',
  'michelle',
  'jennifer',
  'corvette',
  'mercedes',
  'charlie1',
  'liverpool',
  'chocolate',
  'butterfly',
  'basketball',
  'abcd1234',
  'abc12345',
  'aa123456',
  'admin123',
  'administrator',
  'changeme',
  'qazwsxedc',
  'q1w2e3r4',
  'zaq12wsx',
  'Password1',
  'chronodeck',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password) || COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * Hashes and checks passwords on libuv's thread pool, off the event loop, at most
 * `bounds.concurrent` at once: the rest wait their turn (and past `bounds.maxQueued`, answer 503)
 * instead of taking every thread the server's files and compression need too.
 */
export function createPasswordHasher(bounds: WorkGateBounds) {
  const gate = createWorkGate(bounds);
  return {
    hash: (password: string): Promise<string> => gate.run(() => hash(password, ARGON2_OPTIONS)),
    verify: (passwordHash: string, password: string): Promise<boolean> =>
      gate.run(() => verify(passwordHash, password)),
    /** How many run and wait now, for tests. */
    load: gate.load,
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
