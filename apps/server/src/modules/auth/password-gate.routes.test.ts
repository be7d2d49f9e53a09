import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@chronodeck/contract';
import { PASSWORD, signedInUser, useTestApp } from '../../test/test-app';

// One password check at a time and none waiting: a second login while one runs is turned away.
const context = useTestApp((config) => ({
  ...config,
  auth: { ...config.auth, passwordHashing: { concurrent: 1, maxQueued: 0 } },
}));

const logIn = (email: string, password = PASSWORD) =>
  context.app.inject({ method: 'POST', url: API_ROUTES.auth.login, payload: { email, password } });

describe('logins through a full password gate', () => {
  it('turns a login away with 503 while the gate is full, and lets the next one through', async () => {
    const { email } = await signedInUser(context, { email: 'ada@example.com' });
    // The first login holds the gate; the unknown address arriving meanwhile is turned away
    // while making the decoy hash it is compared against.
    const [known, unknown] = await Promise.all([logIn(email), logIn('nobody@example.com')]);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(503);
    // Once the gate is free, an unknown address is answered as before: no decoy left failed.
    expect((await logIn('nobody@example.com')).statusCode).toBe(401);
    expect((await logIn(email, 'not the password')).statusCode).toBe(401);
  });
});
