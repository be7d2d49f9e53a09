import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API_ROUTES,
  fillRoute,
  type AccountSessionsResponse,
  type LoginResponse,
} from '@chronodeck/contract';
import { emailChangeTokens, passwordResetTokens, users } from '../../db/schema';
import {
  PASSWORD,
  requestPasswordReset,
  requestsAs,
  signedInUser,
  useTestApp,
} from '../../test/test-app';

const context = useTestApp();

const NEW_PASSWORD = 'a brand new passphrase';
const HOUR = 3_600_000;

const login = (email: string, password: string, userAgent = 'test-agent') =>
  context.app.inject({
    method: 'POST',
    url: API_ROUTES.auth.login,
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });

const post = (url: string, payload: object) => context.app.inject({ method: 'POST', url, payload });

const mailsTo = (email: string) => context.mailer.sent.filter((mail) => mail.to === email);

describe('forgot password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    await signedInUser(context, { email: 'ada@example.com' });
    context.mailer.clear();
    const unknown = await post(API_ROUTES.auth.forgotPassword, { email: 'nobody@example.com' });
    const known = await post(API_ROUTES.auth.forgotPassword, { email: 'ADA@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await vi.waitFor(() => expect(context.mailer.sent).toHaveLength(1));
    expect(context.mailer.sent.map((mail) => mail.to)).toEqual(['ada@example.com']);
  });

  it('mails a link in the account’s language that resets the password once and ends every session', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const other = (await login(ada.email, PASSWORD)).json<LoginResponse>();
    await context.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, ada.userId));
    context.mailer.clear();
    const token = await requestPasswordReset(context, ada.email);
    expect(context.mailer.sent[0]?.subject).toBe('Réinitialisez votre mot de passe Chronodeck');
    expect(context.mailer.sent[0]?.link).toMatch(/\/reset-password\?token=/);

    const reset = await post(API_ROUTES.auth.resetPassword, { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect((await requestsAs(context, ada.token).get(API_ROUTES.auth.me)).statusCode).toBe(401);
    expect((await requestsAs(context, other.token).get(API_ROUTES.auth.me)).statusCode).toBe(401);
    expect((await login(ada.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(ada.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(mailsTo(ada.email).at(-1)?.subject).toBe(
      'Le mot de passe de votre compte Chronodeck a été modifié',
    );

    const again = await post(API_ROUTES.auth.resetPassword, {
      token,
      password: 'yet another one!',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'LINK_USED' });
  });

  it('refuses an unknown token, an expired one, and one replaced by a newer link', async () => {
    await signedInUser(context, { email: 'ada@example.com' });
    const unknown = await post(API_ROUTES.auth.resetPassword, {
      token: 'not-a-token',
      password: NEW_PASSWORD,
    });
    expect(unknown.json()).toMatchObject({ code: 'LINK_INVALID' });

    const first = await requestPasswordReset(context, 'ada@example.com');
    const second = await requestPasswordReset(context, 'ada@example.com');
    const replaced = await post(API_ROUTES.auth.resetPassword, {
      token: first,
      password: NEW_PASSWORD,
    });
    expect(replaced.json()).toMatchObject({ code: 'LINK_USED' });

    await context.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - HOUR) });
    const expired = await post(API_ROUTES.auth.resetPassword, {
      token: second,
      password: NEW_PASSWORD,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED' });
  });

  it('holds the new password to the registration rules', async () => {
    await signedInUser(context, { email: 'ada@example.com' });
    const token = await requestPasswordReset(context, 'ada@example.com');
    const short = await post(API_ROUTES.auth.resetPassword, { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    const common = await post(API_ROUTES.auth.resetPassword, { token, password: 'password123' });
    expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
  });
});

describe('change password', () => {
  it('asks for the current password', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const wrong = await requestsAs(context, ada.token).put(API_ROUTES.account.password, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await login(ada.email, PASSWORD)).statusCode).toBe(200);
  });

  it('ends the other sessions, keeps this one, and mails a notice', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const phone = (await login(ada.email, PASSWORD)).json<LoginResponse>();
    context.mailer.clear();
    const changed = await requestsAs(context, ada.token).put(API_ROUTES.account.password, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await requestsAs(context, ada.token).get(API_ROUTES.auth.me)).statusCode).toBe(200);
    expect((await requestsAs(context, phone.token).get(API_ROUTES.auth.me)).statusCode).toBe(401);
    expect((await login(ada.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(mailsTo(ada.email).map((mail) => mail.subject)).toEqual([
      'Your Chronodeck password was changed',
    ]);
  });
});

describe('change e-mail address', () => {
  const change = (token: string, newEmail: string, password = PASSWORD) =>
    requestsAs(context, token).post(API_ROUTES.account.email, { newEmail, password });

  it('changes the address only once the link sent to the new one is followed', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    context.mailer.clear();
    expect((await change(ada.token, 'Ada@New.example')).statusCode).toBe(200);
    expect(mailsTo('ada@example.com').map((mail) => mail.subject)).toEqual([
      'A new e-mail address was requested for your Chronodeck account',
    ]);
    expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(200);

    const token = context.mailer.lastTokenFor('ada@new.example');
    expect((await post(API_ROUTES.account.confirmEmail, { token })).statusCode).toBe(200);
    expect((await login('ada@new.example', PASSWORD)).statusCode).toBe(200);
    expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(401);
    expect(mailsTo('ada@example.com').at(-1)?.subject).toBe(
      'The e-mail address of your Chronodeck account was changed',
    );
    const me = await requestsAs(context, ada.token).get(API_ROUTES.auth.me);
    expect(me.json()).toMatchObject({ user: { email: 'ada@new.example' } });

    const reused = await post(API_ROUTES.account.confirmEmail, { token });
    expect(reused.json()).toMatchObject({ code: 'LINK_USED' });
  });

  it('refuses a wrong password, the current address and one that has an account', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    await signedInUser(context, { email: 'grace@example.com' });
    const wrong = await change(ada.token, 'new@example.com', 'not my password');
    expect(wrong.statusCode).toBe(403);
    expect((await change(ada.token, 'ADA@example.com')).json()).toMatchObject({
      code: 'SAME_EMAIL',
    });
    const taken = await change(ada.token, 'grace@example.com');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('answers 409 when the address got an account before the link was followed', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    await change(ada.token, 'late@example.com');
    const token = context.mailer.lastTokenFor('late@example.com');
    await signedInUser(context, { email: 'late@example.com' });
    const confirm = await post(API_ROUTES.account.confirmEmail, { token });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link and keeps the old address', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    await change(ada.token, 'new@example.com');
    const token = context.mailer.lastTokenFor('new@example.com');
    context.mailer.clear();
    await context.database.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - HOUR) });

    const expired = await post(API_ROUTES.account.confirmEmail, { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED' });
    const me = await requestsAs(context, ada.token).get(API_ROUTES.auth.me);
    expect(me.json()).toMatchObject({ user: { email: 'ada@example.com' } });
    expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await login('new@example.com', PASSWORD)).statusCode).toBe(401);
    expect(context.mailer.sent).toEqual([]);
  });

  it('refuses an unknown link', async () => {
    const unknown = await post(API_ROUTES.account.confirmEmail, { token: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'LINK_INVALID' });
  });
});

describe('links that no longer speak for the account', () => {
  const changeEmail = (token: string, newEmail: string) =>
    requestsAs(context, token).post(API_ROUTES.account.email, { newEmail, password: PASSWORD });

  it('a moved address spends the reset links mailed to the old one', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const resetToken = await requestPasswordReset(context, ada.email);
    expect((await changeEmail(ada.token, 'ada@new.example')).statusCode).toBe(200);
    const changeToken = context.mailer.lastTokenFor('ada@new.example');
    expect((await post(API_ROUTES.account.confirmEmail, { token: changeToken })).statusCode).toBe(
      200,
    );

    const reset = await post(API_ROUTES.auth.resetPassword, {
      token: resetToken,
      password: NEW_PASSWORD,
    });
    expect(reset.json()).toMatchObject({ code: 'LINK_USED' });
    expect((await login('ada@new.example', PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [
      'a changed password',
      async (ada: { token: string }) =>
        requestsAs(context, ada.token).put(API_ROUTES.account.password, {
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
        }),
    ],
    [
      'a reset password',
      async (ada: { email: string }) =>
        post(API_ROUTES.auth.resetPassword, {
          token: await requestPasswordReset(context, ada.email),
          password: NEW_PASSWORD,
        }),
    ],
  ])('%s spends a pending address change', async (_, replacePassword) => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    expect((await changeEmail(ada.token, 'ada@new.example')).statusCode).toBe(200);
    const changeToken = context.mailer.lastTokenFor('ada@new.example');
    expect((await replacePassword(ada)).statusCode).toBe(200);

    const confirmed = await post(API_ROUTES.account.confirmEmail, { token: changeToken });
    expect(confirmed.json()).toMatchObject({ code: 'LINK_USED' });
    expect((await login('ada@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('display name', () => {
  it('changes the name and answers with the updated user', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const renamed = await requestsAs(context, ada.token).put(API_ROUTES.account.profile, {
      name: '  Countess Lovelace ',
    });
    expect(renamed.json()).toMatchObject({ user: { name: 'Countess Lovelace' } });
    const me = await requestsAs(context, ada.token).get(API_ROUTES.auth.me);
    expect(me.json()).toMatchObject({ user: { name: 'Countess Lovelace' } });
    const empty = await requestsAs(context, ada.token).put(API_ROUTES.account.profile, {
      name: '  ',
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('signed-in sessions', () => {
  const sessionsOf = async (token: string) =>
    (
      await requestsAs(context, token).get(API_ROUTES.account.sessions)
    ).json<AccountSessionsResponse>().sessions;

  it('lists the account’s sessions with their device, the current one first', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    await login(ada.email, PASSWORD, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    await signedInUser(context, { email: 'grace@example.com' });
    const listed = await sessionsOf(ada.token);
    expect(listed).toHaveLength(2);
    expect(listed.map((session) => session.current)).toEqual([true, false]);
    expect(listed.map((session) => session.userAgent)).toContain(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    );
    expect(JSON.stringify(listed)).not.toContain(ada.token);
  });

  it('signs out one session, and answers 404 for another account’s session', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const phone = (await login(ada.email, PASSWORD)).json<LoginResponse>();
    const grace = await signedInUser(context, { email: 'grace@example.com' });
    const phoneSession = (await sessionsOf(ada.token)).find((session) => !session.current);
    const graceSession = (await sessionsOf(grace.token))[0];
    if (!phoneSession || !graceSession) throw new Error('sessions missing');

    const foreign = await requestsAs(context, ada.token).delete(
      fillRoute(API_ROUTES.account.session, { sessionId: graceSession._id }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await requestsAs(context, grace.token).get(API_ROUTES.auth.me)).statusCode).toBe(200);
    const malformed = await requestsAs(context, ada.token).delete(
      fillRoute(API_ROUTES.account.session, { sessionId: 'not-a-uuid' }),
    );
    expect(malformed.statusCode).toBe(404);

    const ended = await requestsAs(context, ada.token).delete(
      fillRoute(API_ROUTES.account.session, { sessionId: phoneSession._id }),
    );
    expect(ended.statusCode).toBe(200);
    expect((await requestsAs(context, phone.token).get(API_ROUTES.auth.me)).statusCode).toBe(401);
    expect(await sessionsOf(ada.token)).toHaveLength(1);
  });

  it('signs out everywhere else', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const others = [
      (await login(ada.email, PASSWORD)).json<LoginResponse>(),
      (await login(ada.email, PASSWORD)).json<LoginResponse>(),
    ];
    const response = await requestsAs(context, ada.token).delete(API_ROUTES.account.sessions);
    expect(response.json()).toEqual({ ended: 2 });
    for (const other of others) {
      expect((await requestsAs(context, other.token).get(API_ROUTES.auth.me)).statusCode).toBe(401);
    }
    expect((await requestsAs(context, ada.token).get(API_ROUTES.auth.me)).statusCode).toBe(200);
  });
});
