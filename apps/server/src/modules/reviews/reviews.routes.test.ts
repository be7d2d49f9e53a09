import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AccountExportSchema,
  API_ROUTES,
  DEFAULT_STUDY_SETTINGS,
  fillRoute,
  type ClassDeck,
  type ClassSummary,
  type Deck,
  type DueList,
  type MemoryState,
  type ReviewRating,
  type ReviewResult,
  type Role,
  type StudySettings,
  type StudyStats,
} from '@chronodeck/contract';
import { cardMemories, reviewLogs } from '../../db/schema';
import { PASSWORD, requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const START = new Date('2026-11-26T10:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let now = START;
const context = useTestApp(undefined, { clock: () => now });
beforeEach(() => {
  now = START;
});
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

async function person(email: string, roles: Role[] = ['student']) {
  const user = await signedInUser(context, { email, roles });
  return { ...user, ...requestsAs(context, user.token) };
}
type Person = Awaited<ReturnType<typeof person>>;

/** A deck of the student's own with `size` cards, added one at a time; its card ids in deck order. */
async function deck(owner: Person, title: string, size: number) {
  const created = (await owner.post(API_ROUTES.student.decks, { title })).json<Deck>();
  const path = fillRoute(API_ROUTES.student.deckEvents, { deckTitle: title });
  let cards: Deck['events'] = [];
  for (let index = 1; index <= size; index++)
    cards = (
      await owner.post(path, { title: `${title} ${index}`, year: 1700 + index })
    ).json<Deck>().events;
  return { deckId: created._id, cardIds: cards.map((card) => card._id) };
}

/** A class of the teacher's with one deck of one card. */
async function classDeck(teacher: Person, className: string, deckTitle: string) {
  const { _id: classId } = (
    await teacher.post(API_ROUTES.classes.list, { title: className })
  ).json<ClassSummary>();
  const created = (
    await teacher.post(fillRoute(API_ROUTES.classes.decks, { classId }), { title: deckTitle })
  ).json<ClassDeck>();
  const withCard = (
    await teacher.post(fillRoute(API_ROUTES.classes.deckEvents, { classId, deckTitle }), {
      title: 'Peace of Westphalia',
      year: 1648,
      description: 'Treaties end the Thirty Years War.',
    })
  ).json<ClassDeck>();
  return { classId, deckId: created._id, cardId: withCard.events[0]!._id };
}

const duePath = (query: Record<string, string>) =>
  `${API_ROUTES.student.dueReviews}?${new URLSearchParams(query).toString()}`;
async function dueList(caller: Person, query: Record<string, string> = {}) {
  const response = await caller.get(duePath(query));
  expect(response.statusCode).toBe(200);
  return response.json<DueList>();
}
const idsOf = (list: DueList) => list.cards.map((due) => due.card._id);
const dueIds = async (caller: Person, query?: Record<string, string>) =>
  idsOf(await dueList(caller, query));
const changeSettings = (caller: Person, change: Partial<StudySettings>) =>
  caller.put(API_ROUTES.account.studySettings, { ...DEFAULT_STUDY_SETTINGS, ...change });

const review = (caller: Person, cardId: string, rating: ReviewRating, reviewId = randomUUID()) =>
  caller.post(API_ROUTES.student.reviews, { reviewId, cardId, rating });

async function rate(caller: Person, cardId: string, rating: ReviewRating): Promise<MemoryState> {
  const response = await review(caller, cardId, rating);
  expect(response.statusCode).toBe(200);
  return response.json<ReviewResult>().memory;
}

async function stats(caller: Person) {
  const response = await caller.get(API_ROUTES.student.reviewStats);
  expect(response.statusCode).toBe(200);
  return response.json<StudyStats>();
}
const reviewsToday = async (caller: Person) => (await stats(caller)).reviewsPerDay.at(-1)?.count;

const memoriesOf = (userId: string) =>
  context.database.db.select().from(cardMemories).where(eq(cardMemories.userId, userId));
const logsOf = (userId: string) =>
  context.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId));

describe('the due list', () => {
  it('lists the cards of small decks as new, in deck order, or of the one deck asked for', async () => {
    const ada = await person('ada@example.com');
    const revolutions = await deck(ada, 'Revolutions', 3);
    const treaties = await deck(ada, 'Treaties', 1);

    const list = await dueList(ada);
    expect(idsOf(list)).toEqual([...revolutions.cardIds, ...treaties.cardIds]);
    expect(list.cards.map((due) => due.memory)).toEqual([null, null, null, null]);
    expect(list.cards[0]!.deck).toEqual({
      _id: revolutions.deckId,
      title: 'Revolutions',
      shared: false,
      className: null,
    });
    expect(list).toMatchObject({ newCardsWaiting: 0, nextDueAt: null });
    expect(list.settings).toEqual(DEFAULT_STUDY_SETTINGS);
    expect(await dueIds(ada, { deckId: treaties.deckId })).toEqual(treaties.cardIds);
  });

  it("adds joined classes' decks, marked shared, and nothing of decks the student cannot see", async () => {
    const teacher = await person('teacher@example.com', ['teacher']);
    const ada = await person('ada@example.com');
    const grace = await person('grace@example.com');
    const own = await deck(ada, 'Revolutions', 1);
    const joined = await classDeck(teacher, 'History 9B', 'Treaties');
    const notJoined = await classDeck(teacher, 'History 10A', 'Empires');
    const gracesDeck = await deck(grace, 'Secrets', 1);
    await ada.post(API_ROUTES.student.joinClass, { code: joined.classId });

    const list = await dueList(ada);
    expect(idsOf(list)).toEqual([...own.cardIds, joined.cardId]);
    expect(list.cards[1]!.deck).toEqual({
      _id: joined.deckId,
      title: 'Treaties',
      shared: true,
      className: 'History 9B',
    });
    for (const deckId of [gracesDeck.deckId, notJoined.deckId, randomUUID()])
      expect(await dueList(ada, { deckId })).toMatchObject({ cards: [], newCardsWaiting: 0 });
  });

  it.each([
    ['a deck id that is not a uuid', { deckId: 'revolutions' }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }],
  ])('refuses %s with a 400', async (_, query) => {
    const ada = await person('ada@example.com');
    const response = await ada.get(duePath(query));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('new cards per day', () => {
  it('brings in 20 new cards a day or as many as the settings say, studied cards first when due', async () => {
    const ada = await person('ada@example.com');
    const { cardIds } = await deck(ada, 'Revolutions', 25);
    const first = await dueList(ada);
    expect(idsOf(first)).toEqual(cardIds.slice(0, 20));
    expect(first.newCardsWaiting).toBe(5);

    const [card0, card1, card2] = cardIds as [string, string, string];
    await rate(ada, card2, 'again');
    later(10_000);
    await rate(ada, card0, 'again');
    later(10_000);
    await rate(ada, card1, 'again');
    const studied = await dueList(ada);
    expect(idsOf(studied)).toEqual(cardIds.slice(3, 20));
    expect(studied.newCardsWaiting).toBe(5);
    expect(studied.nextDueAt).toBe(new Date(START.getTime() + MINUTE).toISOString());

    later(2 * MINUTE);
    const back = await dueList(ada);
    expect(idsOf(back)).toEqual([card2, card0, card1, ...cardIds.slice(3, 20)]);
    expect(back.cards[0]!.memory).toMatchObject({ state: 'learning', reps: 1 });

    await changeSettings(ada, { dailyNewCards: 5 });
    const fewer = await dueList(ada);
    expect(idsOf(fewer)).toEqual([card2, card0, card1, ...cardIds.slice(3, 5)]);
    expect(fewer.newCardsWaiting).toBe(20);
  });

  it("starts a new day's allowance at midnight in the student's time zone", async () => {
    const ada = await person('ada@example.com');
    const { cardIds } = await deck(ada, 'Revolutions', 8);
    await changeSettings(ada, { dailyNewCards: 5 });
    // 02:00 UTC is still 23:00 on the 25th in São Paulo (UTC−3).
    now = new Date('2026-11-26T02:00:00Z');
    for (const cardId of cardIds.slice(0, 5)) await rate(ada, cardId, 'easy');
    const saoPaulo = { timeZone: 'America/Sao_Paulo' };

    now = new Date('2026-11-26T02:59:00Z');
    expect(await dueList(ada, saoPaulo)).toMatchObject({ cards: [], newCardsWaiting: 3 });
    now = new Date('2026-11-26T03:00:00Z');
    expect(await dueIds(ada, saoPaulo)).toEqual(cardIds.slice(5));
    for (const utc of [{ timeZone: 'UTC' }, {}] as Record<string, string>[])
      expect(await dueList(ada, utc)).toMatchObject({ cards: [], newCardsWaiting: 3 });
  });
});

describe('rating a card', () => {
  it('schedules a new card: learning steps after good, days away after easy; out of the list until due', async () => {
    const ada = await person('ada@example.com');
    const { cardIds } = await deck(ada, 'Revolutions', 2);
    const good = await review(ada, cardIds[0]!, 'good');
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({
      cardId: cardIds[0],
      memory: expect.objectContaining({
        state: 'learning',
        due: new Date(START.getTime() + 10 * MINUTE).toISOString(),
        reps: 1,
        lapses: 0,
        lastReview: START.toISOString(),
      }),
    });
    const easy = await rate(ada, cardIds[1]!, 'easy');
    expect(easy.state).toBe('review');
    expect(Date.parse(easy.due)).toBeGreaterThanOrEqual(START.getTime() + DAY);

    const list = await dueList(ada);
    expect(list.cards).toEqual([]);
    expect(list.nextDueAt).toBe(good.json<ReviewResult>().memory.due);
    now = new Date(list.nextDueAt!);
    const back = await dueList(ada);
    expect(idsOf(back)).toEqual([cardIds[0]]);
    expect(back.cards[0]!.memory).toEqual(good.json<ReviewResult>().memory);
  });

  it('records a retried review once, answers the same memory, and refuses its id for another card', async () => {
    const ada = await person('ada@example.com');
    const { cardIds } = await deck(ada, 'Revolutions', 2);
    const reviewId = randomUUID();
    const first = await review(ada, cardIds[0]!, 'good', reviewId);
    later(MINUTE);
    const retry = await review(ada, cardIds[0]!, 'good', reviewId);

    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(first.json<ReviewResult>().memory.reps).toBe(1);
    expect(await logsOf(ada.userId)).toHaveLength(1);
    expect(await reviewsToday(ada)).toBe(1);

    const reused = await review(ada, cardIds[1]!, 'good', reviewId);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'VALIDATION' });
    expect(await logsOf(ada.userId)).toHaveLength(1);
  });

  it('schedules a review made offline from the time it was made, never from the future', async () => {
    const ada = await person('ada@example.com');
    const { cardIds } = await deck(ada, 'Revolutions', 2);
    const madeOffline = new Date(now.getTime() - 2 * DAY).toISOString();
    const offline = await ada.post(API_ROUTES.student.reviews, {
      reviewId: randomUUID(),
      cardId: cardIds[0],
      rating: 'easy',
      reviewedAt: madeOffline,
    });
    expect(offline.statusCode, offline.body).toBe(200);
    const memory = offline.json<ReviewResult>().memory;
    expect(memory.lastReview).toBe(madeOffline);
    const [log] = await logsOf(ada.userId);
    expect(log?.reviewedAt.toISOString()).toBe(madeOffline);
    expect(log?.recordedAt.toISOString()).toBe(now.toISOString());

    const future = await ada.post(API_ROUTES.student.reviews, {
      reviewId: randomUUID(),
      cardId: cardIds[1],
      rating: 'good',
      reviewedAt: new Date(now.getTime() + 5 * DAY).toISOString(),
    });
    expect(future.json<ReviewResult>().memory.lastReview).toBe(now.toISOString());
    const garbled = await ada.post(API_ROUTES.student.reviews, {
      reviewId: randomUUID(),
      cardId: cardIds[1],
      rating: 'good',
      reviewedAt: 'yesterday',
    });
    expect(garbled.statusCode).toBe(400);
  });

  it("answers 404 for another student's card, an unjoined class's card or an unknown card, and records nothing", async () => {
    const teacher = await person('teacher@example.com', ['teacher']);
    const ada = await person('ada@example.com');
    const grace = await person('grace@example.com');
    const gracesCard = (await deck(grace, 'Secrets', 1)).cardIds[0]!;
    const classCard = (await classDeck(teacher, 'History 10A', 'Empires')).cardId;

    for (const cardId of [gracesCard, classCard, randomUUID()])
      expect((await review(ada, cardId, 'good')).statusCode).toBe(404);
    expect(await logsOf(ada.userId)).toEqual([]);
    expect(await memoriesOf(grace.userId)).toEqual([]);
  });

  it.each([
    ['an unknown rating', { rating: 'perfect' }],
    ['no rating', { rating: undefined }],
    ['a review id that is not a uuid', { reviewId: 'retry-1' }],
    ['a card id that is not a uuid', { cardId: 'bastille' }],
  ])('refuses %s with a 400', async (_, change) => {
    const ada = await person('ada@example.com');
    const { cardIds } = await deck(ada, 'Revolutions', 1);
    const body = { reviewId: randomUUID(), cardId: cardIds[0], rating: 'good', ...change };
    const response = await ada.post(API_ROUTES.student.reviews, body);
    expect(response.statusCode).toBe(400);
    expect(await logsOf(ada.userId)).toEqual([]);
  });

  it('keeps every one of five simultaneous reviews of a card', async () => {
    const ada = await person('ada@example.com');
    const cardId = (await deck(ada, 'Revolutions', 1)).cardIds[0]!;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => review(ada, cardId, 'good')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await logsOf(ada.userId)).toHaveLength(5);
    expect(await memoriesOf(ada.userId)).toEqual([expect.objectContaining({ cardId, reps: 5 })]);
  });
});

describe('quiz answers', () => {
  const game = { mode: 'true-false', deckTitle: 'Revolutions', score: 1, total: 3, bestStreak: 1 };

  it('count a right answer on a deck card as good and a wrong one as again, skipping catalogue cards', async () => {
    const ada = await person('ada@example.com');
    const { cardIds } = await deck(ada, 'Revolutions', 3);
    const [right, wrong, untouched] = cardIds as [string, string, string];
    const saved = await ada.post(API_ROUTES.student.quizResults, {
      ...game,
      answers: [
        { cardId: right, correct: true },
        { cardId: wrong, correct: false },
        { cardId: 'some-catalogue-id', correct: true },
      ],
    });
    expect(saved.statusCode).toBe(201);
    expect(await reviewsToday(ada)).toBe(2);
    expect((await logsOf(ada.userId)).map((log) => log.source)).toEqual(['quiz', 'quiz']);

    later(11 * MINUTE);
    const list = await dueList(ada);
    expect(idsOf(list)).toEqual([wrong, right, untouched]);
    expect(list.cards[0]!.memory).toMatchObject({ state: 'learning', lapses: 0, reps: 1 });
    expect(list.cards[1]!.memory).toMatchObject({ state: 'learning', lapses: 0, reps: 1 });
  });

  it('store a game sent twice once, its answers counted once at the time it was played', async () => {
    const ada = await person('ada@example.com');
    const { cardIds } = await deck(ada, 'Revolutions', 1);
    const playedOffline = new Date(now.getTime() - DAY).toISOString();
    const offlineGame = {
      ...game,
      resultId: randomUUID(),
      finishedAt: playedOffline,
      answers: [{ cardId: cardIds[0]!, correct: true }],
    };
    const first = await ada.post(API_ROUTES.student.quizResults, offlineGame);
    later(MINUTE);
    const again = await ada.post(API_ROUTES.student.quizResults, offlineGame);
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ finishedAt: playedOffline });
    expect((await ada.get(API_ROUTES.student.quizResults)).json()).toHaveLength(1);
    const logs = await logsOf(ada.userId);
    expect(logs.map((log) => log.reviewedAt.toISOString())).toEqual([playedOffline]);

    // The same browser id from another student is another game.
    const grace = await person('grace@example.com');
    expect(
      (await grace.post(API_ROUTES.student.quizResults, { ...offlineGame, answers: [] }))
        .statusCode,
    ).toBe(201);
    expect((await grace.get(API_ROUTES.student.quizResults)).json()).toHaveLength(1);
  });

  it("ignores answers on another student's cards and still saves the game", async () => {
    const ada = await person('ada@example.com');
    const grace = await person('grace@example.com');
    const gracesCard = (await deck(grace, 'Secrets', 1)).cardIds[0]!;
    const saved = await ada.post(API_ROUTES.student.quizResults, {
      ...game,
      answers: [{ cardId: gracesCard, correct: false }],
    });
    expect(saved.statusCode).toBe(201);
    expect(await logsOf(ada.userId)).toEqual([]);
    expect((await dueList(grace)).cards[0]!.memory).toBeNull();
  });
});

describe('study statistics', () => {
  it('counts the streak of days in a row and the reviews of each of the last 30 days', async () => {
    const ada = await person('ada@example.com');
    const { cardIds } = await deck(ada, 'Revolutions', 3);
    for (const [day, cardId] of cardIds.entries()) {
      if (day > 0) later(DAY);
      await rate(ada, cardId, 'good');
    }
    await rate(ada, cardIds[0]!, 'good');

    const third = await stats(ada);
    expect(third.today).toBe('2026-11-28');
    expect(third.streak).toEqual({ current: 3, longest: 3 });
    expect(third.reviewsPerDay).toHaveLength(30);
    expect(third.reviewsPerDay[0]!.date).toBe('2026-10-30');
    expect(third.reviewsPerDay.slice(-3)).toEqual([
      { date: '2026-11-26', count: 1 },
      { date: '2026-11-27', count: 1 },
      { date: '2026-11-28', count: 2 },
    ]);

    later(DAY);
    expect((await stats(ada)).streak).toEqual({ current: 3, longest: 3 });
    later(DAY);
    expect((await stats(ada)).streak).toEqual({ current: 0, longest: 3 });
  });

  it('summarises due and new cards per deck, and forecasts the next 14 days', async () => {
    const ada = await person('ada@example.com');
    const revolutions = await deck(ada, 'Revolutions', 3);
    const treaties = await deck(ada, 'Treaties', 2);
    await rate(ada, revolutions.cardIds[0]!, 'again');
    await rate(ada, revolutions.cardIds[1]!, 'easy');

    const { decks, forecast } = await stats(ada);
    expect(decks).toEqual([
      { deck: expect.objectContaining({ _id: revolutions.deckId }), due: 1, new: 1 },
      { deck: expect.objectContaining({ _id: treaties.deckId }), due: 0, new: 2 },
    ]);
    expect(forecast).toHaveLength(14);
    expect(forecast[0]).toEqual({ date: '2026-11-26', count: 1 });
    expect(forecast.reduce((sum, day) => sum + day.count, 0)).toBe(2);
  });

  it('measures retention on reviews of learned cards only', async () => {
    const ada = await person('ada@example.com');
    const cardId = (await deck(ada, 'Revolutions', 1)).cardIds[0]!;
    const learned = await rate(ada, cardId, 'easy');
    expect((await stats(ada)).retention).toEqual({ reviews: 0, recalled: 0 });

    now = new Date(Date.parse(learned.due) + MINUTE);
    expect((await rate(ada, cardId, 'again')).state).toBe('relearning');
    const after = await stats(ada);
    expect(after.retention).toEqual({ reviews: 1, recalled: 0 });
    // Per day too, on the day the review was made.
    expect(after.retentionPerDay).toHaveLength(30);
    expect(after.retentionPerDay.at(-1)).toEqual({
      date: after.today,
      reviews: 1,
      recalled: 0,
    });
    expect(after.retentionPerDay.slice(0, -1).every((day) => day.reviews === 0)).toBe(true);
  });
});

describe('study settings', () => {
  it('start at 90% retention and 20 new cards a day, and keep a change', async () => {
    const ada = await person('ada@example.com');
    expect((await ada.get(API_ROUTES.account.studySettings)).json()).toEqual({
      desiredRetention: 0.9,
      dailyNewCards: 20,
    });
    const changed = { desiredRetention: 0.85, dailyNewCards: 30 };
    const response = await ada.put(API_ROUTES.account.studySettings, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(changed);
    expect((await ada.get(API_ROUTES.account.studySettings)).json()).toEqual(changed);
  });

  it.each([
    ['a retention of 50%', { desiredRetention: 0.5 }],
    ['a retention of 99%', { desiredRetention: 0.99 }],
    ['-1 new cards a day', { dailyNewCards: -1 }],
    ['1.5 new cards a day', { dailyNewCards: 1.5 }],
    ['501 new cards a day', { dailyNewCards: 501 }],
  ])('refuse %s with a 400 and stay unchanged', async (_, change) => {
    const ada = await person('ada@example.com');
    const response = await changeSettings(ada, change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect((await ada.get(API_ROUTES.account.studySettings)).json()).toEqual(
      DEFAULT_STUDY_SETTINGS,
    );
  });

  it('bring cards back sooner when the desired retention is higher', async () => {
    const ada = await person('ada@example.com');
    const { cardIds } = await deck(ada, 'Revolutions', 2);
    await changeSettings(ada, { desiredRetention: 0.8 });
    const relaxed = await rate(ada, cardIds[0]!, 'easy');
    await changeSettings(ada, { desiredRetention: 0.97 });
    const strict = await rate(ada, cardIds[1]!, 'easy');
    expect(strict.stability).toBe(relaxed.stability);
    expect(Date.parse(strict.due)).toBeLessThan(Date.parse(relaxed.due));
  });
});

describe('who may study', () => {
  it.each([
    ['GET', API_ROUTES.student.dueReviews],
    ['POST', API_ROUTES.student.reviews],
    ['GET', API_ROUTES.student.reviewStats],
    ['GET', API_ROUTES.account.studySettings],
    ['PUT', API_ROUTES.account.studySettings],
  ] as const)('%s %s is for signed-in students only', async (method, url) => {
    const teacher = await person('grace@example.com', ['teacher']);
    const payload = {
      POST: { reviewId: randomUUID(), cardId: randomUUID(), rating: 'good' },
      PUT: DEFAULT_STUDY_SETTINGS,
      GET: undefined,
    }[method];
    const asCaller = (headers: Record<string, string>) =>
      context.app.inject({ method, url, headers, payload });
    expect((await asCaller({})).statusCode).toBe(401);
    expect((await asCaller({ authorization: `Bearer ${teacher.token}` })).statusCode).toBe(403);
  });
});

describe('study data and privacy', () => {
  it("exports the student's settings, memories and reviews, and nobody else's", async () => {
    const ada = await person('ada@example.com');
    const grace = await person('grace@example.com');
    const cardId = (await deck(ada, 'Revolutions', 1)).cardIds[0]!;
    await rate(grace, (await deck(grace, 'Secrets', 1)).cardIds[0]!, 'easy');
    const settings = { desiredRetention: 0.85, dailyNewCards: 10 };
    await changeSettings(ada, settings);
    const reviewId = randomUUID();
    const memory = (await review(ada, cardId, 'good', reviewId)).json<ReviewResult>().memory;

    const exported = AccountExportSchema.parse((await ada.get(API_ROUTES.account.export)).json());
    expect(exported.study).toEqual({
      settings,
      cardMemories: [{ cardId, memory }],
      reviews: [
        expect.objectContaining({
          reviewId,
          cardId,
          source: 'review',
          rating: 'good',
          state: 'new',
          reviewedAt: START.toISOString(),
        }),
      ],
    });
  });

  it("deletes the student's memories and review log with the account, and only theirs", async () => {
    const ada = await person('ada@example.com');
    const grace = await person('grace@example.com');
    await rate(ada, (await deck(ada, 'Revolutions', 1)).cardIds[0]!, 'good');
    await rate(grace, (await deck(grace, 'Secrets', 1)).cardIds[0]!, 'good');

    const deleted = await context.app.inject({
      method: 'DELETE',
      url: API_ROUTES.account.account,
      headers: { authorization: `Bearer ${ada.token}` },
      payload: { password: PASSWORD },
    });
    expect(deleted.json()).toEqual({ success: true });
    expect(await memoriesOf(ada.userId)).toEqual([]);
    expect(await logsOf(ada.userId)).toEqual([]);
    expect(await memoriesOf(grace.userId)).toHaveLength(1);
    expect(await logsOf(grace.userId)).toHaveLength(1);
  });

  it('forgets the memory of a deleted card but keeps its review in the log', async () => {
    const ada = await person('ada@example.com');
    const { deckId, cardIds } = await deck(ada, 'Revolutions', 2);
    await rate(ada, cardIds[0]!, 'good');
    const removal = await ada.delete(
      fillRoute(API_ROUTES.student.deckEvent, { deckId, eventId: cardIds[0]! }),
    );
    expect(removal.statusCode).toBe(200);

    expect(await memoriesOf(ada.userId)).toEqual([]);
    expect(await logsOf(ada.userId)).toEqual([expect.objectContaining({ cardId: cardIds[0] })]);
    later(DAY);
    expect(await dueIds(ada)).toEqual([cardIds[1]]);
  });
});
