import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AccountExportSchema,
  API_ROUTES,
  fillRoute,
  type AccountExport,
  type ClassSummary,
} from '@chronodeck/contract';
import {
  classes,
  deckEvents,
  decks,
  quizResults,
  sessions,
  timelineEvents,
  users,
} from '../../db/schema';
import { PASSWORD, requestsAs, signedInUser, useTestApp } from '../../test/test-app';
import { PAGE_SIZE } from '../../db/paged-json';

const context = useTestApp();

const event = {
  title: 'Storming of the Bastille',
  year: 1789,
  category: 'Revolution',
  description: 'Paris.',
};
const deckEventsPath = (deckTitle: string) =>
  fillRoute(API_ROUTES.student.deckEvents, { deckTitle });

/** A student and teacher at once, with something of every kind. */
async function busyAccount(email: string) {
  const user = await signedInUser(context, {
    email,
    roles: ['student', 'teacher'],
    name: 'Ada Lovelace',
  });
  const as = requestsAs(context, user.token);
  await as.post(API_ROUTES.student.timeline, event);
  await as.post(API_ROUTES.student.decks, { title: 'Revolutions' });
  await as.post(deckEventsPath('Revolutions'), event);
  await as.post(API_ROUTES.student.quizResults, {
    mode: 'master',
    deckTitle: 'Revolutions',
    score: 7,
    total: 10,
    bestStreak: 3,
  });
  const taught = (
    await as.post(API_ROUTES.classes.list, { title: 'History 9B' })
  ).json<ClassSummary>();
  await as.post(fillRoute(API_ROUTES.classes.decks, { classId: taught._id }), { title: 'Shared' });
  return { ...user, as, classId: taught._id };
}

const rowsOwnedBy = async (userId: string) => {
  const { db } = context.database;
  const [timeline] = await db
    .select({ n: count() })
    .from(timelineEvents)
    .where(eq(timelineEvents.userId, userId));
  const [ownDecks] = await db.select({ n: count() }).from(decks).where(eq(decks.ownerId, userId));
  const [results] = await db
    .select({ n: count() })
    .from(quizResults)
    .where(eq(quizResults.userId, userId));
  const [taught] = await db
    .select({ n: count() })
    .from(classes)
    .where(eq(classes.teacherId, userId));
  const [live] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  const [account] = await db.select({ n: count() }).from(users).where(eq(users.id, userId));
  return [timeline, ownDecks, results, taught, live, account].map((row) => row?.n ?? 0);
};

describe('account export', () => {
  it('downloads everything the person owns as a JSON attachment', async () => {
    const ada = await busyAccount('ada@example.com');
    const response = await ada.as.get(API_ROUTES.account.export);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="chronodeck-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json<AccountExport>();
    expect(data.account).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      roles: ['student', 'teacher'],
    });
    expect(data.timeline).toEqual([expect.objectContaining(event)]);
    expect(data.decks).toEqual([
      expect.objectContaining({
        title: 'Revolutions',
        events: [expect.objectContaining({ title: event.title })],
      }),
    ]);
    expect(data.quizResults).toEqual([expect.objectContaining({ mode: 'master', score: 7 })]);
    expect(data.classesTaught).toEqual([
      expect.objectContaining({
        title: 'History 9B',
        decks: [expect.objectContaining({ title: 'Shared' })],
      }),
    ]);
    expect(data.classesJoined).toEqual([]);
  });

  it('streams lists longer than a page, whole and in order, in the documented shape', async () => {
    const ada = await busyAccount('ada@example.com');
    const { db } = context.database;
    const count = PAGE_SIZE * 2 + 5;
    await db.insert(timelineEvents).values(
      Array.from({ length: count }, (_, index) => ({
        ...event,
        title: `Event ${index}`,
        year: index,
        userId: ada.userId,
      })),
    );
    const [deck] = await db.select().from(decks).where(eq(decks.ownerId, ada.userId));
    await db.insert(deckEvents).values(
      Array.from({ length: count }, (_, index) => ({
        ...event,
        title: `Card ${index}`,
        deckId: deck!.id,
      })),
    );
    const response = await ada.as.get(API_ROUTES.account.export);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const data = AccountExportSchema.parse(response.json());
    expect(data.timeline.slice(0, count).map((item) => item.title)).toEqual(
      Array.from({ length: count }, (_, index) => `Event ${index}`),
    );
    expect(data.timeline).toHaveLength(count + 1);
    expect(data.decks[0]?.events).toHaveLength(count + 1);
    expect(data.classesTaught[0]).toMatchObject({
      events: [],
      decks: [{ title: 'Shared', events: [] }],
    });
  });

  it('is for signed-in people only', async () => {
    expect((await requestsAs(context, undefined).get(API_ROUTES.account.export)).statusCode).toBe(
      401,
    );
  });
});

describe('account deletion', () => {
  it('refuses a wrong password and keeps everything', async () => {
    const ada = await busyAccount('ada@example.com');
    const before = await rowsOwnedBy(ada.userId);
    const response = await ada.as.delete(API_ROUTES.account.account);
    expect(response.statusCode).toBe(400);
    const wrong = await context.app.inject({
      method: 'DELETE',
      url: API_ROUTES.account.account,
      headers: { authorization: `Bearer ${ada.token}` },
      payload: { password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(await rowsOwnedBy(ada.userId)).toEqual(before);
  });

  it("removes the account and all it owns, leaves others' data alone, and ends the session", async () => {
    const ada = await busyAccount('ada@example.com');
    const grace = await busyAccount('grace@example.com');
    const student = await signedInUser(context, { email: 'bob@example.com', roles: ['student'] });
    const asStudent = requestsAs(context, student.token);
    await asStudent.post(API_ROUTES.student.joinClass, { code: ada.classId });
    expect((await asStudent.get(API_ROUTES.student.sharedDecks)).json()).toHaveLength(1);

    const response = await context.app.inject({
      method: 'DELETE',
      url: API_ROUTES.account.account,
      headers: { authorization: `Bearer ${ada.token}` },
      payload: { password: PASSWORD },
    });
    expect(response.json()).toEqual({ success: true });
    expect(await rowsOwnedBy(ada.userId)).toEqual([0, 0, 0, 0, 0, 0]);
    const [cards] = await context.database.db.select({ n: count() }).from(deckEvents);
    expect(cards?.n).toBe(1);
    expect(await rowsOwnedBy(grace.userId)).toEqual([1, 1, 1, 1, 1, 1]);
    expect((await ada.as.get(API_ROUTES.auth.me)).statusCode).toBe(401);
    expect((await asStudent.get(API_ROUTES.student.sharedDecks)).json()).toEqual([]);
    expect((await asStudent.get(API_ROUTES.student.classes)).json()).toEqual([]);
  });
});
