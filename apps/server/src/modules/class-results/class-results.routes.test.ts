import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  fillRoute,
  type ClassDeck,
  type ClassResults,
  type ClassSummary,
  type Deck,
  type QuizResult,
  type ReviewRating,
  type Role,
  type StudentResults,
} from '@chronodeck/contract';
import { quizAnswers, quizResults } from '../../db/schema';
import { requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The clock starts at the real time: games are stamped by the database, reviews by the clock.
let now = new Date();
const context = useTestApp(undefined, { clock: () => now });
beforeEach(() => {
  now = new Date();
});
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

async function person(email: string, name: string, roles: Role[] = ['student']) {
  const user = await signedInUser(context, { email, name, roles });
  return { ...user, ...requestsAs(context, user.token) };
}
type Person = Awaited<ReturnType<typeof person>>;
const anonymous = () => requestsAs(context, undefined);

/** A class deck of `cards` (title, year), added one at a time; its id and card ids in order. */
async function classDeck(
  teacher: Person,
  classId: string,
  deckTitle: string,
  cards: [string, number][],
) {
  const created = (
    await teacher.post(fillRoute(API_ROUTES.classes.decks, { classId }), { title: deckTitle })
  ).json<ClassDeck>();
  let events: ClassDeck['events'] = [];
  for (const [title, year] of cards) {
    const response = await teacher.post(
      fillRoute(API_ROUTES.classes.deckEvents, { classId, deckTitle }),
      { title, year, description: `${title} (${year}).` },
    );
    expect(response.statusCode).toBe(201);
    events = response.json<ClassDeck>().events;
  }
  const cardId = (title: string) => events.find((event) => event.title === title)!._id;
  return { deckId: created._id, cardIds: cards.map(([title]) => cardId(title)) };
}

async function newClass(teacher: Person, title: string) {
  const response = await teacher.post(API_ROUTES.classes.list, { title });
  expect(response.statusCode).toBe(201);
  return response.json<ClassSummary>()._id;
}

/**
 * Grace's class with two decks, "Empires" (one card) and "Treaties" (three), and two students who
 * joined it, Ada and Bob.
 */
async function classroom() {
  const teacher = await person('grace@example.com', 'Grace Hopper', ['teacher']);
  const classId = await newClass(teacher, 'History 9B');
  const empires = await classDeck(teacher, classId, 'Empires', [['Fall of Constantinople', 1453]]);
  const treaties = await classDeck(teacher, classId, 'Treaties', [
    ['Peace of Westphalia', 1648],
    ['Treaty of Utrecht', 1713],
    ['Treaty of Versailles', 1919],
  ]);
  const ada = await person('ada@example.com', 'Ada Lovelace');
  const bob = await person('bob@example.com', 'Bob Marley');
  for (const student of [ada, bob]) {
    const joined = await student.post(API_ROUTES.student.joinClass, { code: classId });
    expect(joined.statusCode).toBe(200);
  }
  const [e1] = empires.cardIds as [string];
  const [t1, t2, t3] = treaties.cardIds as [string, string, string];
  return { teacher, classId, empires, treaties, ada, bob, e1, t1, t2, t3 };
}

const game = (
  deckId: string | undefined,
  score: number,
  total: number,
  answers: [string, boolean][],
) => ({
  mode: 'true-false',
  deckTitle: 'Treaties',
  score,
  total,
  bestStreak: score,
  ...(deckId === undefined ? {} : { deckId }),
  answers: answers.map(([cardId, correct]) => ({ cardId, correct })),
});

async function play(student: Person, body: object, status = 201) {
  const response = await student.post(API_ROUTES.student.quizResults, body);
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

async function review(student: Person, cardId: string, rating: ReviewRating) {
  const response = await student.post(API_ROUTES.student.reviews, {
    reviewId: randomUUID(),
    cardId,
    rating,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const withQuery = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
};
const resultsPath = (classId: string, query: Record<string, string> = {}) =>
  withQuery(fillRoute(API_ROUTES.classes.results, { classId }), query);
const csvPath = (classId: string, query: Record<string, string> = {}) =>
  withQuery(fillRoute(API_ROUTES.classes.resultsCsv, { classId }), query);
const progressPath = (classId: string, query: Record<string, string> = {}) =>
  withQuery(fillRoute(API_ROUTES.student.classProgress, { classId }), query);

async function resultsOf(caller: Person, path: string): Promise<ClassResults> {
  const response = await caller.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ClassResults>();
}
const student = (results: ClassResults, name: string): StudentResults => {
  const row = results.students.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const tallies = (results: ClassResults) =>
  results.events.map(({ title, answered, correct }) => ({ title, answered, correct }));

/**
 * Ada plays "Treaties" twice (2/3 then 3/4), Bob once (1/3); an hour later Ada rates the Empires
 * card "easy" and Bob "again".
 */
async function studied(room: Awaited<ReturnType<typeof classroom>>) {
  const { ada, bob, treaties, e1, t1, t2, t3 } = room;
  const answers: [string, boolean][] = [
    [t1, true],
    [t2, false],
    [t3, true],
  ];
  await play(ada, game(treaties.deckId, 2, 3, answers));
  await play(ada, game(treaties.deckId, 3, 4, answers));
  await play(
    bob,
    game(treaties.deckId, 1, 3, [
      [t1, false],
      [t2, false],
      [t3, true],
    ]),
  );
  later(HOUR);
  await review(ada, e1, 'easy');
  await review(bob, e1, 'again');
}

describe("a teacher's class results", () => {
  it('count games, reviews and due cards per student, answers per deck and per card', async () => {
    const room = await classroom();
    const { teacher, classId, empires, treaties } = room;
    const before = await resultsOf(teacher, resultsPath(classId));
    expect(before.since).toBeNull();
    expect(before.students).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', gamesPlayed: 0, averageScore: null }),
      expect.objectContaining({ name: 'Bob Marley', gamesPlayed: 0, lastActive: null }),
    ]);
    expect(before.events.every((event) => event.answered === 0)).toBe(true);

    await studied(room);
    const results = await resultsOf(teacher, resultsPath(classId));
    expect(results.since).toBeNull();
    expect(results.students).toEqual([
      {
        studentId: room.ada.userId,
        name: 'Ada Lovelace',
        gamesPlayed: 2,
        averageScore: expect.closeTo((2 / 3 + 3 / 4) / 2, 9),
        reviews: 1,
        lastActive: now.toISOString(),
        // Utrecht, missed twice, came back a minute later; the others graduated or wait.
        cardsDue: 1,
        cardsOverdue: 0,
        retention: null,
      },
      {
        studentId: room.bob.userId,
        name: 'Bob Marley',
        gamesPlayed: 1,
        averageScore: expect.closeTo(1 / 3, 9),
        reviews: 1,
        lastActive: now.toISOString(),
        // Westphalia and Utrecht (missed, back in a minute), Versailles (back in ten minutes).
        cardsDue: 3,
        cardsOverdue: 0,
        retention: null,
      },
    ]);
    expect(results.decks).toEqual([
      {
        deckId: empires.deckId,
        title: 'Empires',
        cardCount: 1,
        gamesPlayed: 0,
        averageScore: null,
        answered: 2,
        correct: 1,
      },
      {
        deckId: treaties.deckId,
        title: 'Treaties',
        cardCount: 3,
        gamesPlayed: 3,
        averageScore: expect.closeTo((2 / 3 + 3 / 4 + 1 / 3) / 3, 9),
        answered: 9,
        correct: 5,
      },
    ]);
    // Utrecht missed 3 times; Constantinople and Westphalia once each, the lower share right first.
    expect(tallies(results)).toEqual([
      { title: 'Treaty of Utrecht', answered: 3, correct: 0 },
      { title: 'Fall of Constantinople', answered: 2, correct: 1 },
      { title: 'Peace of Westphalia', answered: 3, correct: 2 },
      { title: 'Treaty of Versailles', answered: 3, correct: 3 },
    ]);
    expect(results.events[0]).toEqual({
      cardId: room.t2,
      deckId: treaties.deckId,
      deckTitle: 'Treaties',
      title: 'Treaty of Utrecht',
      year: 1713,
      answered: 3,
      correct: 0,
    });

    // Two days on, every card Bob saw has been due for more than a day.
    later(2 * DAY);
    const overdue = await resultsOf(teacher, resultsPath(classId));
    expect(student(overdue, 'Bob Marley')).toMatchObject({ cardsDue: 4, cardsOverdue: 4 });
    const ada = student(overdue, 'Ada Lovelace');
    expect(ada.cardsOverdue).toBeGreaterThanOrEqual(1);
    expect(ada.cardsOverdue).toBeLessThanOrEqual(ada.cardsDue);
  });

  it('measure true retention on reviews of cards already learnt only', async () => {
    const { teacher, classId, ada, bob, e1 } = await classroom();
    await review(ada, e1, 'easy');
    await review(bob, e1, 'easy');
    let results = await resultsOf(teacher, resultsPath(classId));
    expect(results.students.map((row) => row.retention)).toEqual([null, null]);

    later(60 * DAY);
    await review(ada, e1, 'good');
    await review(bob, e1, 'again');
    results = await resultsOf(teacher, resultsPath(classId));
    expect(student(results, 'Ada Lovelace')).toMatchObject({ reviews: 2, retention: 1 });
    expect(student(results, 'Bob Marley')).toMatchObject({ reviews: 2, retention: 0 });
    expect(results.events[0]).toMatchObject({ cardId: e1, answered: 4, correct: 3 });
  });

  it('narrow to one deck with `deckId`', async () => {
    const room = await classroom();
    const { teacher, classId, empires } = room;
    await studied(room);
    const results = await resultsOf(teacher, resultsPath(classId, { deckId: empires.deckId }));
    expect(results.decks.map((deck) => deck.title)).toEqual(['Empires']);
    expect(tallies(results)).toEqual([
      { title: 'Fall of Constantinople', answered: 2, correct: 1 },
    ]);
    // Every student is listed; their games were on the other deck.
    expect(results.students).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', gamesPlayed: 0, reviews: 1, cardsDue: 0 }),
      expect.objectContaining({ name: 'Bob Marley', gamesPlayed: 0, reviews: 1, cardsDue: 0 }),
    ]);
  });

  it('narrow to the last 7, 30 or 90 days with `days`', async () => {
    const room = await classroom();
    const { teacher, classId, ada, t3 } = room;
    await studied(room);
    later(8 * DAY);
    await review(ada, t3, 'good');

    const lastWeek = await resultsOf(teacher, resultsPath(classId, { days: '7' }));
    expect(lastWeek.since).toBe(new Date(now.getTime() - 7 * DAY).toISOString());
    expect(lastWeek.students).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        gamesPlayed: 0,
        averageScore: null,
        reviews: 1,
        lastActive: now.toISOString(),
      }),
      expect.objectContaining({ name: 'Bob Marley', gamesPlayed: 0, reviews: 0, lastActive: null }),
    ]);
    expect(tallies(lastWeek)).toEqual([
      { title: 'Treaty of Versailles', answered: 1, correct: 1 },
      { title: 'Fall of Constantinople', answered: 0, correct: 0 },
      { title: 'Peace of Westphalia', answered: 0, correct: 0 },
      { title: 'Treaty of Utrecht', answered: 0, correct: 0 },
    ]);
    expect(lastWeek.decks.map((deck) => deck.gamesPlayed)).toEqual([0, 0]);

    for (const days of ['30', '90']) {
      const month = await resultsOf(teacher, resultsPath(classId, { days }));
      expect(month.since).toBe(new Date(now.getTime() - Number(days) * DAY).toISOString());
      expect(student(month, 'Ada Lovelace')).toMatchObject({ gamesPlayed: 2, reviews: 2 });
      expect(month.decks.map((deck) => deck.gamesPlayed)).toEqual([0, 3]);
    }
  });

  it('leave out games older than the period, as stored in the database', async () => {
    const { teacher, classId, ada, treaties, t1 } = await classroom();
    await play(ada, game(treaties.deckId, 1, 1, [[t1, true]]));
    await context.database.db
      .update(quizResults)
      .set({ finishedAt: new Date(now.getTime() - 31 * DAY) })
      .where(eq(quizResults.userId, ada.userId));
    await play(ada, game(treaties.deckId, 0, 1, [[t1, false]]));

    const month = await resultsOf(teacher, resultsPath(classId, { days: '30' }));
    expect(student(month, 'Ada Lovelace')).toMatchObject({ gamesPlayed: 1, averageScore: 0 });
    // The quiz answers' reviews are stamped by the clock, so both fall in the period; only game
    // answers are counted per card, so the old game's answer is left out.
    expect(month.events.find((event) => event.cardId === t1)).toMatchObject({
      answered: 1,
      correct: 0,
    });
    const ever = await resultsOf(teacher, resultsPath(classId, { days: '90' }));
    expect(student(ever, 'Ada Lovelace')).toMatchObject({ gamesPlayed: 2, averageScore: 0.5 });
  });

  it("answer 404 for another class's deck or an unknown one, and 400 for a bad query", async () => {
    const { teacher, classId } = await classroom();
    const otherClass = await newClass(teacher, 'History 10A');
    const elsewhere = await classDeck(teacher, otherClass, 'Empires', [['Fall of Rome', 476]]);
    for (const deckId of [elsewhere.deckId, randomUUID()]) {
      expect((await teacher.get(resultsPath(classId, { deckId }))).statusCode).toBe(404);
      expect((await teacher.get(csvPath(classId, { deckId }))).statusCode).toBe(404);
    }
    const badQueries: Record<string, string>[] = [
      { days: '5' },
      { days: 'all' },
      { deckId: 'not-a-uuid' },
    ];
    for (const query of badQueries) {
      expect((await teacher.get(resultsPath(classId, query))).statusCode).toBe(400);
      expect((await teacher.get(csvPath(classId, query))).statusCode).toBe(400);
    }
    expect((await teacher.get(csvPath(classId, { language: 'de' }))).statusCode).toBe(400);
  });

  it('drop a student who leaves the class, or whom the teacher removes', async () => {
    const room = await classroom();
    const { teacher, classId, ada, bob } = room;
    await studied(room);
    const left = await bob.delete(fillRoute(API_ROUTES.student.joinedClass, { classId }));
    expect(left.statusCode).toBe(200);

    const results = await resultsOf(teacher, resultsPath(classId));
    expect(results.students.map((row) => row.name)).toEqual(['Ada Lovelace']);
    expect(results.decks.find((deck) => deck.title === 'Treaties')).toMatchObject({
      gamesPlayed: 2,
      answered: 6,
      correct: 4,
    });
    expect(tallies(results)).toEqual([
      { title: 'Treaty of Utrecht', answered: 2, correct: 0 },
      { title: 'Peace of Westphalia', answered: 2, correct: 2 },
      { title: 'Treaty of Versailles', answered: 2, correct: 2 },
      { title: 'Fall of Constantinople', answered: 1, correct: 1 },
    ]);

    await teacher.delete(fillRoute(API_ROUTES.classes.student, { classId, studentId: ada.userId }));
    const empty = await resultsOf(teacher, resultsPath(classId));
    expect(empty.students).toEqual([]);
    expect(empty.events.every((event) => event.answered === 0)).toBe(true);
    expect(empty.decks.every((deck) => deck.gamesPlayed === 0)).toBe(true);
  });
});

describe('class results permissions', () => {
  it('answer anonymous 401, students (even of the class) 403 and other teachers 404', async () => {
    const { classId, ada } = await classroom();
    const outsider = await person('carol@example.com', 'Carol Danvers');
    const otherTeacher = await person('alan@example.com', 'Alan Turing', ['teacher']);
    for (const path of [resultsPath(classId), csvPath(classId)]) {
      expect((await anonymous().get(path)).statusCode, path).toBe(401);
      expect((await ada.get(path)).statusCode, path).toBe(403);
      expect((await outsider.get(path)).statusCode, path).toBe(403);
      expect((await otherTeacher.get(path)).statusCode, path).toBe(404);
    }
    expect((await otherTeacher.get(resultsPath('ZZZZZZZZ'))).statusCode).toBe(404);
  });
});

describe("a student's own progress in a class", () => {
  it('shows the member their own row and their own answers only', async () => {
    const room = await classroom();
    const { classId, ada, treaties } = room;
    await studied(room);
    const response = await ada.get(progressPath(classId));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Bob Marley');
    expect(response.body).not.toContain(room.bob.userId);
    const own = response.json<ClassResults>();
    expect(own.students).toEqual([
      expect.objectContaining({
        studentId: ada.userId,
        name: 'Ada Lovelace',
        gamesPlayed: 2,
        reviews: 1,
        cardsDue: 1,
      }),
    ]);
    expect(own.decks.find((deck) => deck.deckId === treaties.deckId)).toMatchObject({
      gamesPlayed: 2,
      answered: 6,
      correct: 4,
    });
    expect(tallies(own)).toEqual([
      { title: 'Treaty of Utrecht', answered: 2, correct: 0 },
      { title: 'Peace of Westphalia', answered: 2, correct: 2 },
      { title: 'Treaty of Versailles', answered: 2, correct: 2 },
      { title: 'Fall of Constantinople', answered: 1, correct: 1 },
    ]);

    const narrowed = await resultsOf(ada, progressPath(classId, { deckId: treaties.deckId }));
    expect(narrowed.decks.map((deck) => deck.title)).toEqual(['Treaties']);
    expect((await ada.get(progressPath(classId, { days: '5' }))).statusCode).toBe(400);
    expect((await ada.get(progressPath(classId, { deckId: 'nope' }))).statusCode).toBe(400);
    expect((await ada.get(progressPath(classId, { deckId: randomUUID() }))).statusCode).toBe(404);
  });

  it('answers a student who has not joined 404, a teacher 403 and anonymous 401', async () => {
    const { teacher, classId, bob } = await classroom();
    const outsider = await person('carol@example.com', 'Carol Danvers');
    expect((await outsider.get(progressPath(classId))).statusCode).toBe(404);
    expect((await outsider.get(progressPath('ZZZZZZZZ'))).statusCode).toBe(404);
    expect((await teacher.get(progressPath(classId))).statusCode).toBe(403);
    expect((await anonymous().get(progressPath(classId))).statusCode).toBe(401);
    await bob.delete(fillRoute(API_ROUTES.student.joinedClass, { classId }));
    expect((await bob.get(progressPath(classId))).statusCode).toBe(404);
  });
});

describe('games on class decks', () => {
  const quizList = async (caller: Person) =>
    (await caller.get(API_ROUTES.student.quizResults)).json<QuizResult[]>();
  const storedGames = (userId: string) =>
    context.database.db.select().from(quizResults).where(eq(quizResults.userId, userId));

  it('are recorded with the class of the deck, and a matching classId is accepted', async () => {
    const { teacher, classId, ada, treaties, t1 } = await classroom();
    await play(ada, { ...game(treaties.deckId, 1, 1, [[t1, true]]), classId });
    expect(await storedGames(ada.userId)).toEqual([
      expect.objectContaining({ classId, classDeckId: treaties.deckId, playedAs: 'solo' }),
    ]);
    const [stored] = await storedGames(ada.userId);
    expect(
      await context.database.db
        .select()
        .from(quizAnswers)
        .where(eq(quizAnswers.resultId, stored!.id)),
    ).toEqual([{ resultId: stored!.id, position: 0, cardId: t1, correct: true }]);
    const results = await resultsOf(teacher, resultsPath(classId));
    expect(student(results, 'Ada Lovelace').gamesPlayed).toBe(1);
  });

  it('refuse a deck of a class the student has not joined with 404, storing nothing', async () => {
    const { teacher, classId, treaties, t1 } = await classroom();
    const carol = await person('carol@example.com', 'Carol Danvers');
    await play(carol, game(undefined, 1, 1, []));
    const before = await quizList(carol);

    await play(carol, game(treaties.deckId, 1, 1, [[t1, true]]), 404);
    await play(carol, { ...game(treaties.deckId, 1, 1, [[t1, true]]), classId }, 404);
    expect(await quizList(carol)).toEqual(before);
    expect(await storedGames(carol.userId)).toHaveLength(1);
    const results = await resultsOf(teacher, resultsPath(classId));
    expect(results.students).toHaveLength(2);
    expect(results.events.every((event) => event.answered === 0)).toBe(true);
  });

  it("refuse a classId that is not the deck's class with 404, storing nothing", async () => {
    const { teacher, classId, ada, treaties, t1 } = await classroom();
    const otherClass = await newClass(teacher, 'History 10A');
    const joined = await ada.post(API_ROUTES.student.joinClass, { code: otherClass });
    expect(joined.statusCode).toBe(200);
    const body = game(treaties.deckId, 1, 1, [[t1, true]]);
    await play(ada, { ...body, classId: otherClass }, 404);
    await play(ada, { ...body, classId: 'ZZZZZZZZ' }, 404);
    // A class without a deck names nothing to record the game with.
    await play(ada, { ...game(undefined, 1, 1, []), classId }, 404);
    expect(await quizList(ada)).toEqual([]);
    expect(await storedGames(ada.userId)).toEqual([]);
  });

  it("count a game on the student's own deck in no class", async () => {
    const { teacher, classId, ada, t1 } = await classroom();
    const own = (await ada.post(API_ROUTES.student.decks, { title: 'Mine' })).json<Deck>();
    await play(ada, game(own._id, 1, 2, [[t1, true]]));
    expect(await storedGames(ada.userId)).toEqual([
      expect.objectContaining({ classId: null, classDeckId: null }),
    ]);
    expect(await quizList(ada)).toHaveLength(1);
    const results = await resultsOf(teacher, resultsPath(classId));
    expect(student(results, 'Ada Lovelace')).toMatchObject({ gamesPlayed: 0, averageScore: null });
    expect(results.events.find((event) => event.cardId === t1)).toMatchObject({ answered: 0 });
  });
});

describe('class results as a spreadsheet', () => {
  it('is UTF-8 CSV with a byte order mark, headings in the language asked for', async () => {
    const room = await classroom();
    const { teacher, classId } = room;
    await studied(room);
    const response = await teacher.get(csvPath(classId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.body.startsWith('\uFEFF"Student","Games played",')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toHaveLength(3);
    expect(lines[1]).toMatch(/^"Ada Lovelace","2","71","1","[^"]+","1","0",""$/);
    expect(lines[2]).toMatch(/^"Bob Marley","1","33","1",/);

    const french = await teacher.get(csvPath(classId, { language: 'fr' }));
    expect(french.statusCode).toBe(200);
    expect(french.body.startsWith('\uFEFF"Élève","Parties jouées",')).toBe(true);

    const narrowed = await teacher.get(csvPath(classId, { deckId: room.empires.deckId }));
    expect(narrowed.body.split('\r\n')[1]).toMatch(/^"Ada Lovelace","0","","1",/);
  });

  it('writes a name that a spreadsheet would run as a formula as text', async () => {
    const { teacher, classId } = await classroom();
    const mallory = await person('mallory@example.com', '=HYPERLINK("x")');
    await mallory.post(API_ROUTES.student.joinClass, { code: classId });
    const response = await teacher.get(csvPath(classId));
    expect(response.statusCode).toBe(200);
    const rows = response.body.slice(1).split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.includes('HYPERLINK'))).toMatch(
      /^"'=HYPERLINK\(""x""\)","0","","0","","0","0",""$/,
    );
  });
});
