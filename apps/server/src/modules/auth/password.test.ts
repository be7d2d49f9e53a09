import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password';

describe('createPasswordHasher', () => {
  it('checks a password against its own hash only', async () => {
    const passwords = createPasswordHasher({ concurrent: 2, maxQueued: 10 });
    const passwordHash = await passwords.hash('a long enough passphrase');
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    expect(await passwords.verify(passwordHash, 'a long enough passphrase')).toBe(true);
    expect(await passwords.verify(passwordHash, 'another passphrase')).toBe(false);
  });

  it('runs as many hashes at once as allowed; the others wait their turn, and all finish', async () => {
    const passwords = createPasswordHasher({ concurrent: 1, maxQueued: 10 });
    const hashes = Promise.all(
      ['one', 'two', 'three'].map((word) => passwords.hash(`${word} passphrase`)),
    );
    expect(passwords.load()).toEqual({ running: 1, waiting: 2 });
    expect(new Set(await hashes).size).toBe(3);
    expect(passwords.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('turns work away at once, as 503, when too many already wait', async () => {
    const passwords = createPasswordHasher({ concurrent: 1, maxQueued: 1 });
    const admitted = [passwords.hash('first passphrase'), passwords.hash('second passphrase')];
    await expect(passwords.hash('third passphrase')).rejects.toMatchObject({ statusCode: 503 });
    await Promise.all(admitted);
  });
});
