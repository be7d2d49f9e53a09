import { describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  fillRoute,
  type AccountSessionsResponse,
  type LoginResponse,
} from '@chronodeck/contract';
import { PASSWORD, requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const context = useTestApp();

/**
 * Signed-in requests read their session from memory (session-cache.ts). Each case here has the
 * session in use just before the change, so a cache that missed the change would still answer.
 */
describe('a session in use follows every change to it at once', () => {
  const me = (token: string) => requestsAs(context, token).get(API_ROUTES.auth.me);
  const secondSession = async (email: string) =>
    (
      await context.app.inject({
        method: 'POST',
        url: API_ROUTES.auth.login,
        payload: { email, password: PASSWORD },
      })
    ).json<LoginResponse>().token;

  it('ends when signed out', async () => {
    const ada = await signedInUser(context);
    expect((await me(ada.token)).statusCode).toBe(200);
    await requestsAs(context, ada.token).post(API_ROUTES.auth.logout, {});
    expect((await me(ada.token)).statusCode).toBe(401);
  });

  it('ends when signed out from another device, alone or with every other session', async () => {
    const ada = await signedInUser(context);
    const [phone, tablet] = [await secondSession(ada.email), await secondSession(ada.email)];
    for (const token of [ada.token, phone, tablet]) expect((await me(token)).statusCode).toBe(200);
    const listed = await requestsAs(context, ada.token).get(API_ROUTES.account.sessions);
    const another = listed
      .json<AccountSessionsResponse>()
      .sessions.find((session) => !session.current);
    if (!another) throw new Error('no other session listed');
    const ended = await requestsAs(context, ada.token).delete(
      fillRoute(API_ROUTES.account.session, { sessionId: another._id }),
    );
    expect(ended.statusCode).toBe(200);
    const statuses = [(await me(phone)).statusCode, (await me(tablet)).statusCode];
    expect(statuses.toSorted()).toEqual([200, 401]);
    await requestsAs(context, ada.token).delete(API_ROUTES.account.sessions);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await me(ada.token)).statusCode).toBe(200);
  });

  it('ends when the password changes elsewhere', async () => {
    const ada = await signedInUser(context);
    const phone = await secondSession(ada.email);
    expect((await me(phone)).statusCode).toBe(200);
    await requestsAs(context, ada.token).put(API_ROUTES.account.password, {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect((await me(phone)).statusCode).toBe(401);
  });

  it('shows the new name at once', async () => {
    const ada = await signedInUser(context);
    expect((await me(ada.token)).json()).toMatchObject({ user: { name: 'Ada Lovelace' } });
    await requestsAs(context, ada.token).put(API_ROUTES.account.profile, { name: 'Ada King' });
    expect((await me(ada.token)).json()).toMatchObject({ user: { name: 'Ada King' } });
  });
});
