import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API_ROUTES,
  fillRoute,
  LIVE_GAME_NAMESPACE,
  SOCKET_PATH,
  type ClassDeck,
  type ClassResults,
  type ClassSummary,
  type LiveClientToServerEvents,
  type LiveGameCreated,
  type LiveGameView,
  type LiveJoinReply,
  type LiveServerToClientEvents,
  type QuizResult,
  type Role,
} from '@chronodeck/contract';
import type { Config } from '../../config';
import { quizResults } from '../../db/schema';
import { requestsAs, signedInUser, useTestApp, type TestContext } from '../../test/test-app';
import { MAX_GAMES_PER_HOST } from './live-game-host';

type LiveSocket = Socket<LiveServerToClientEvents, LiveClientToServerEvents>;
type Phase = LiveGameView['phase'];
type ViewIn<P extends Phase> = Extract<LiveGameView, { phase: P }>;
type HostReply = Parameters<Parameters<LiveClientToServerEvents['live:host']>[1]>[0];

const ACK_MS = 5_000;
const CARDS: [string, number][] = [
  ['Peace of Westphalia', 1648],
  ['Treaty of Utrecht', 1713],
  ['Congress of Vienna', 1815],
];
const yearOf = (title: string) => CARDS.find(([card]) => card === title)![1];

/** A `/live` socket and everything the server sent it, read in order like a screen would. */
class Screen {
  readonly views: LiveGameView[] = [];
  readonly progress: { index: number; answerCount: number }[] = [];
  private read = 0;

  constructor(readonly socket: LiveSocket) {
    socket.on('live:view', (view) => this.views.push(view));
    socket.on('live:answers', (progress) => this.progress.push(progress));
  }

  /** The next view in `phase` (after those already read) that matches `test`; fails after a while. */
  async next<P extends Phase>(
    phase: P,
    test: (view: ViewIn<P>) => boolean = () => true,
    timeout = ACK_MS,
  ): Promise<ViewIn<P>> {
    return vi.waitFor(
      () => {
        const found = this.views.findIndex(
          (view, at) => at >= this.read && view.phase === phase && test(view as ViewIn<P>),
        );
        if (found === -1) throw new Error(`no ${phase} view yet: ${JSON.stringify(this.views)}`);
        this.read = found + 1;
        return this.views[found] as ViewIn<P>;
      },
      { timeout, interval: 5 },
    );
  }

  /** Views received but not read yet. */
  unread(): LiveGameView[] {
    return this.views.slice(this.read);
  }

  // Acknowledgements with a timeout are typed `any` by socket.io-client: the contract types them.
  join(join: object): Promise<LiveJoinReply> {
    return this.socket.timeout(ACK_MS).emitWithAck('live:join', join);
  }
  host(pin: string): Promise<HostReply> {
    return this.socket.timeout(ACK_MS).emitWithAck('live:host', { pin });
  }
  answer(index: number, choice: number): Promise<{ accepted: boolean }> {
    return this.socket.timeout(ACK_MS).emitWithAck('live:answer', { index, choice });
  }
  advance(): Promise<{ ok: boolean }> {
    return this.socket.timeout(ACK_MS).emitWithAck('live:advance');
  }
}

/** The right choice of a question on the test deck, from the cards' years. */
function rightChoice(view: ViewIn<'question'>): number {
  const { question } = view;
  if (question.kind !== 'guess-year') throw new Error(`unexpected ${question.kind} question`);
  const choice = question.years.indexOf(yearOf(question.title));
  expect(choice).toBeGreaterThanOrEqual(0);
  return choice;
}
const wrongChoice = (view: ViewIn<'question'>) => (rightChoice(view) + 1) % 4;

/**
 * The real app listening on a port, for socket.io clients to connect to `/live`; one per describe
 * block, since the answer time is configured per app.
 */
function liveApp(adjust?: (config: Config) => Config) {
  const context = useTestApp(adjust);
  let origin = '';
  const sockets: LiveSocket[] = [];

  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  /** A connected `/live` socket: signed in with `token`, or a guest's without. */
  async function screen(token?: string): Promise<Screen> {
    const socket: LiveSocket = connect(`${origin}${LIVE_GAME_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: token ? { token } : {},
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return new Screen(socket);
  }

  return { context, screen };
}

async function person(context: TestContext, email: string, name: string, roles: Role[]) {
  const user = await signedInUser(context, { email, name, roles });
  return { ...user, name, ...requestsAs(context, user.token) };
}
type Person = Awaited<ReturnType<typeof person>>;

/**
 * Grace's class "History 9B" with the deck "Treaties" (three cards of distinct years) and an empty
 * deck "Empty"; Ada and Bob joined the class with its code.
 */
async function classroom(context: TestContext) {
  const teacher = await person(context, 'grace@example.com', 'Grace Hopper', ['teacher']);
  const created = await teacher.post(API_ROUTES.classes.list, { title: 'History 9B' });
  expect(created.statusCode, created.body).toBe(201);
  const classId = created.json<ClassSummary>()._id;
  for (const deckTitle of ['Treaties', 'Empty']) {
    const deck = await teacher.post(fillRoute(API_ROUTES.classes.decks, { classId }), {
      title: deckTitle,
    });
    expect(deck.statusCode, deck.body).toBe(201);
  }
  let cards: ClassDeck['events'] = [];
  for (const [title, year] of CARDS) {
    const added = await teacher.post(
      fillRoute(API_ROUTES.classes.deckEvents, { classId, deckTitle: 'Treaties' }),
      { title, year, description: `Signed in ${year}.` },
    );
    expect(added.statusCode, added.body).toBe(201);
    cards = added.json<ClassDeck>().events;
  }
  const ada = await person(context, 'ada@example.com', 'Ada Lovelace', ['student']);
  const bob = await person(context, 'bob@example.com', 'Bob Marley', ['student']);
  for (const student of [ada, bob]) {
    const joined = await student.post(API_ROUTES.student.joinClass, { code: classId });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  const cardIds = cards.map((card) => card._id);
  return { teacher, classId, ada, bob, cardIds };
}

const gamesPath = (classId: string) => fillRoute(API_ROUTES.classes.games, { classId });

async function startGame(teacher: Person, classId: string, body: object = {}) {
  const response = await teacher.post(gamesPath(classId), {
    deckTitle: 'Treaties',
    mode: 'guess-year',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LiveGameCreated>().pin;
}

/** A PIN that is not `pin`. */
const otherPin = (pin: string) => (pin === '123456' ? '654321' : '123456');

describe('live class games (20 s to answer)', () => {
  const { context, screen } = liveApp();

  it('are started by the class’s teacher only, on a deck with playable events', async () => {
    const { teacher, classId, ada } = await classroom(context);
    const other = await person(context, 'alan@example.com', 'Alan Turing', ['teacher']);
    const body = { deckTitle: 'Treaties', mode: 'guess-year' };

    expect((await requestsAs(context, undefined).post(gamesPath(classId), body)).statusCode).toBe(
      401,
    );
    expect((await ada.post(gamesPath(classId), body)).statusCode).toBe(403);
    expect((await other.post(gamesPath(classId), body)).statusCode).toBe(404);
    expect((await teacher.post(gamesPath('NOSUCHCL'), body)).statusCode).toBe(404);
    expect(
      (await teacher.post(gamesPath(classId), { ...body, deckTitle: 'Nope' })).statusCode,
    ).toBe(404);
    const empty = await teacher.post(gamesPath(classId), { ...body, deckTitle: 'Empty' });
    expect(empty.statusCode).toBe(400);
    for (const mode of ['order-events', 'fill-blank', 'chess', undefined]) {
      expect((await teacher.post(gamesPath(classId), { ...body, mode })).statusCode).toBe(400);
    }
    expect((await teacher.post(gamesPath(classId), { mode: 'master' })).statusCode).toBe(400);

    for (const mode of ['guess-year', 'which-first', 'true-false', 'master']) {
      const created = await teacher.post(gamesPath(classId), { ...body, mode, allowGuests: true });
      expect(created.statusCode, created.body).toBe(201);
      const { pin, joinPath } = created.json<LiveGameCreated>();
      expect(pin).toMatch(/^\d{6}$/);
      expect(joinPath).toBe(`/play?pin=${pin}`);
      // The game is running: its teacher can open it on the projector, with the mode asked for.
      const projector = await screen(teacher.token);
      expect(await projector.host(pin)).toEqual({
        ok: true,
        view: { phase: 'lobby', pin, deckTitle: 'Treaties', mode, players: [] },
      });
    }
  });

  it('let in only the class’s students, and guests when allowed; only the teacher hosts', async () => {
    const { teacher, classId, ada, bob } = await classroom(context);
    const carol = await person(context, 'carol@example.com', 'Carol Shaw', ['student']);
    const other = await person(context, 'alan@example.com', 'Alan Turing', ['teacher', 'student']);
    const pin = await startGame(teacher, classId);

    const guest = await screen();
    expect(await guest.join({ pin, nickname: 'Zed' })).toEqual({ ok: false, error: 'not-allowed' });
    // A student of another class, the teacher, and another teacher play in no game of this class.
    for (const outsider of [carol, teacher, other]) {
      const socket = await screen(outsider.token);
      expect(await socket.join({ pin })).toEqual({ ok: false, error: 'not-allowed' });
    }
    const adaScreen = await screen(ada.token);
    for (const join of [{ pin: otherPin(pin) }, { pin: 'abc' }, { pin: '1234567' }, null, 'x']) {
      expect(await adaScreen.join(join as object)).toEqual({ ok: false, error: 'not-found' });
    }

    // Only the class's teacher hosts and advances the game.
    expect(await adaScreen.host(pin)).toEqual({ ok: false, error: 'not-found' });
    expect(await adaScreen.advance()).toEqual({ ok: false });
    expect(await guest.host(pin)).toEqual({ ok: false, error: 'not-found' });
    const otherScreen = await screen(other.token);
    expect(await otherScreen.host(pin)).toEqual({ ok: false, error: 'not-found' });
    expect(await otherScreen.advance()).toEqual({ ok: false });
    const projector = await screen(teacher.token);
    // Advancing is for the game the teacher opened: none yet.
    expect(await projector.advance()).toEqual({ ok: false });
    expect(await projector.host(otherPin(pin))).toEqual({ ok: false, error: 'not-found' });
    expect((await projector.host(pin)).ok).toBe(true);

    const joined = await adaScreen.join({ pin });
    expect(joined).toMatchObject({
      ok: true,
      playerId: expect.any(String),
      resumeToken: expect.any(String),
      view: { phase: 'lobby', players: ['Ada Lovelace'] },
    });
    // A player who joined still cannot host nor advance, and cannot answer in the lobby.
    expect(await adaScreen.host(pin)).toEqual({ ok: false, error: 'not-found' });
    expect(await adaScreen.advance()).toEqual({ ok: false });
    expect(await adaScreen.answer(0, 0)).toEqual({ accepted: false });
    expect(await projector.answer(0, 0)).toEqual({ accepted: false });
    await projector.next('lobby', (view) => view.players.length === 1);

    // Bob's join is checked against the class now: once removed, he cannot join.
    const removed = await teacher.delete(
      fillRoute(API_ROUTES.classes.student, { classId, studentId: bob.userId }),
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const bobScreen = await screen(bob.token);
    expect(await bobScreen.join({ pin })).toEqual({ ok: false, error: 'not-allowed' });
    expect(projector.unread()).toEqual([]);
  });

  it('close a connection that tries PIN after PIN', async () => {
    const { teacher, classId } = await classroom(context);
    const pin = await startGame(teacher, classId, { allowGuests: true });
    const guest = await screen();
    const closed = new Promise<string>((resolve) => guest.socket.once('disconnect', resolve));
    for (let attempt = 0; attempt < 9; attempt++) {
      expect(await guest.join({ pin: otherPin(pin), nickname: 'Zed' })).toMatchObject({
        ok: false,
      });
    }
    expect(guest.socket.connected).toBe(true);
    // The tenth wrong PIN ends the connection (its answer may not arrive before it closes).
    guest.socket.emit('live:join', { pin: otherPin(pin), nickname: 'Zed' }, () => undefined);
    expect(await closed).toBe('io server disconnect');
  });

  it('end a teacher’s oldest game when they start one game too many', async () => {
    const { teacher, classId } = await classroom(context);
    const first = await startGame(teacher, classId);
    const projector = await screen(teacher.token);
    expect((await projector.host(first)).ok).toBe(true);
    for (let more = 1; more < MAX_GAMES_PER_HOST; more++) await startGame(teacher, classId);
    expect(projector.unread()).toEqual([]);
    const latest = await startGame(teacher, classId);
    await projector.next('finished');
    expect((await (await screen(teacher.token)).host(latest)).ok).toBe(true);
  });

  it('number a student who shares a name, and close a player’s socket when they log out', async () => {
    const { teacher, classId, ada } = await classroom(context);
    const namesake = await person(context, 'ada2@example.com', 'Ada Lovelace', ['student']);
    const joined = await namesake.post(API_ROUTES.student.joinClass, { code: classId });
    expect(joined.statusCode, joined.body).toBe(200);
    const pin = await startGame(teacher, classId, { allowGuests: true });

    const adaScreen = await screen(ada.token);
    expect(await adaScreen.join({ pin })).toMatchObject({ ok: true });
    const namesakeScreen = await screen(namesake.token);
    expect(await namesakeScreen.join({ pin })).toMatchObject({
      ok: true,
      view: { phase: 'lobby', players: ['Ada Lovelace', 'Ada Lovelace (2)'] },
    });

    const closed = new Promise<string>((resolve) => adaScreen.socket.once('disconnect', resolve));
    expect((await ada.post(API_ROUTES.auth.logout, {})).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(namesakeScreen.socket.connected).toBe(true);
  });

  it('plays a whole game: questions, answers, reveals and the podium', async () => {
    const { teacher, classId, ada, bob, cardIds } = await classroom(context);
    const pin = await startGame(teacher, classId, { allowGuests: true });

    const projector = await screen(teacher.token);
    expect(await projector.host(pin)).toMatchObject({ ok: true, view: { phase: 'lobby' } });
    const adaScreen = await screen(ada.token);
    const bobScreen = await screen(bob.token);
    const adaJoin = await adaScreen.join({ pin });
    const bobJoin = await bobScreen.join({ pin, nickname: 'ignored for accounts' });
    if (!adaJoin.ok || !bobJoin.ok) throw new Error('a student could not join');
    expect(bobJoin.view).toEqual({
      phase: 'lobby',
      pin,
      deckTitle: 'Treaties',
      mode: 'guess-year',
      players: ['Ada Lovelace', 'Bob Marley'],
    });

    // Guests need a nickname no one else in the game uses, whatever its case.
    const guest = await screen();
    for (const nickname of [undefined, '', '   ']) {
      expect(await guest.join({ pin, nickname })).toEqual({
        ok: false,
        error: 'nickname-required',
      });
    }
    expect(await guest.join({ pin, nickname: 'x'.repeat(25) })).toEqual({
      ok: false,
      error: 'not-found',
    });
    expect(await guest.join({ pin, nickname: 'ada LOVELACE' })).toEqual({
      ok: false,
      error: 'nickname-taken',
    });
    const guestJoin = await guest.join({ pin, nickname: '  Zed  ' });
    if (!guestJoin.ok) throw new Error(`the guest could not join: ${guestJoin.error}`);
    const otherGuest = await screen();
    expect(await otherGuest.join({ pin, nickname: 'zed' })).toEqual({
      ok: false,
      error: 'nickname-taken',
    });
    expect(new Set([adaJoin.playerId, bobJoin.playerId, guestJoin.playerId]).size).toBe(3);
    await projector.next('lobby', (view) => view.players.join() === 'Ada Lovelace,Bob Marley,Zed');

    // Question 1: everyone answers, and the reveal comes at once.
    expect(await projector.advance()).toEqual({ ok: true });
    const first = await adaScreen.next('question');
    expect(first).toMatchObject({ index: 0, total: 3, answerCount: 0, playerCount: 3 });
    expect(first.remainingMs).toBeGreaterThan(15_000);
    expect(first.remainingMs).toBeLessThanOrEqual(20_000);
    expect(first).not.toHaveProperty('correctChoice');
    expect(Object.keys(first.question).sort()).toEqual(['description', 'kind', 'title', 'years']);
    expect(first.question.kind === 'guess-year' && first.question.years).toHaveLength(4);
    await projector.next('question', (view) => view.index === 0);
    await guest.next('question', (view) => view.index === 0);

    expect(await adaScreen.answer(0, rightChoice(first))).toEqual({ accepted: true });
    expect(await adaScreen.answer(0, wrongChoice(first))).toEqual({ accepted: false });
    expect(await bobScreen.answer(1, 0)).toEqual({ accepted: false });
    expect(await bobScreen.answer(0, 4)).toEqual({ accepted: false });
    expect(await bobScreen.answer(0, -1)).toEqual({ accepted: false });
    // The projector counts answers as they come.
    await vi.waitFor(() => expect(projector.progress).toEqual([{ index: 0, answerCount: 1 }]));
    expect(adaScreen.unread()).toEqual([]);
    // Only the projector: the count is the teacher's to show.
    for (const player of [adaScreen, bobScreen, guest]) expect(player.progress).toEqual([]);
    expect(await bobScreen.answer(0, wrongChoice(first))).toEqual({ accepted: true });
    expect(await guest.answer(0, rightChoice(first))).toEqual({ accepted: true });

    const reveal = await projector.next('reveal');
    expect(reveal).toMatchObject({
      index: 0,
      total: 3,
      question: first.question,
      correctChoice: rightChoice(first),
    });
    const expectedDistribution = [0, 0, 0, 0];
    expectedDistribution[rightChoice(first)] = 2;
    expectedDistribution[wrongChoice(first)] = 1;
    expect(reveal.distribution).toEqual(expectedDistribution);
    const standing = (view: ViewIn<'reveal' | 'finished'>, name: string) =>
      view.standings.find((row) => row.name === name)!;
    for (const name of ['Ada Lovelace', 'Zed']) {
      const row = standing(reveal, name);
      expect(row.correct).toBe(true);
      expect(row.points).toBeGreaterThan(900);
      expect(row.points).toBeLessThanOrEqual(1000);
      expect(row.score).toBe(row.points);
    }
    expect(standing(reveal, 'Bob Marley')).toEqual({
      playerId: bobJoin.playerId,
      name: 'Bob Marley',
      score: 0,
      correct: false,
      points: 0,
    });
    expect(standing(reveal, 'Ada Lovelace').playerId).toBe(adaJoin.playerId);
    expect(reveal.standings.at(-1)!.name).toBe('Bob Marley');
    for (const player of [adaScreen, bobScreen, guest])
      expect(await player.next('reveal')).toEqual(reveal);
    expect(await adaScreen.answer(0, rightChoice(first))).toEqual({ accepted: false });

    // Ada's phone reconnects, and the guest's too, with the token their first join gave them.
    adaScreen.socket.disconnect();
    const adaAgain = await screen(ada.token);
    expect(await adaAgain.join({ pin })).toMatchObject({
      ok: true,
      playerId: adaJoin.playerId,
      view: reveal,
    });
    guest.socket.disconnect();
    const guestAgain = await screen();
    expect(await guestAgain.join({ pin, resumeToken: guestJoin.resumeToken })).toMatchObject({
      ok: true,
      playerId: guestJoin.playerId,
      view: { phase: 'reveal', index: 0 },
    });
    // A made-up token is no way in: without a nickname, it is a new guest with none.
    expect(await otherGuest.join({ pin, resumeToken: 'made-up' })).toEqual({
      ok: false,
      error: 'nickname-required',
    });

    // Question 2: only Ada answers, and the teacher shows the answers before the deadline.
    expect(await projector.advance()).toEqual({ ok: true });
    const second = await adaAgain.next('question', (view) => view.index === 1);
    expect(second.playerCount).toBe(3);
    expect(await adaAgain.answer(1, rightChoice(second))).toEqual({ accepted: true });
    // Her phone reloads: the join tells it the answer she gave, so it shows it again.
    adaAgain.socket.disconnect();
    const adaReloaded = await screen(ada.token);
    expect(await adaReloaded.join({ pin })).toMatchObject({
      ok: true,
      answer: { index: 1, choice: rightChoice(second) },
    });
    expect(await projector.advance()).toEqual({ ok: true });
    const early = await guestAgain.next('reveal', (view) => view.index === 1);
    expect(early.distribution.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(standing(early, 'Zed')).toMatchObject({ correct: false, points: 0 });
    expect(standing(early, 'Ada Lovelace').score).toBe(
      standing(reveal, 'Ada Lovelace').score + standing(early, 'Ada Lovelace').points,
    );
    expect(early.standings[0]!.name).toBe('Ada Lovelace');
    expect(await bobScreen.answer(1, wrongChoice(second))).toEqual({ accepted: false });
    expect(await guestAgain.answer(1, rightChoice(second))).toEqual({ accepted: false });

    // Question 3: everyone answers again (the guest from their new socket), then the podium.
    expect(await projector.advance()).toEqual({ ok: true });
    const third = await bobScreen.next('question', (view) => view.index === 2);
    expect(await guestAgain.answer(2, wrongChoice(third))).toEqual({ accepted: true });
    expect(await bobScreen.answer(2, wrongChoice(third))).toEqual({ accepted: true });
    expect(await adaReloaded.answer(2, rightChoice(third))).toEqual({ accepted: true });
    const last = await projector.next('reveal', (view) => view.index === 2);
    // Each question asked about a different card of the deck.
    const titles = [first, second, third].map((view) =>
      view.question.kind === 'guess-year' ? view.question.title : '',
    );
    expect(titles.sort()).toEqual(CARDS.map(([title]) => title).sort());

    expect(await bobScreen.advance()).toEqual({ ok: false });
    expect(await projector.advance()).toEqual({ ok: true });
    const podium = await bobScreen.next('finished');
    expect(podium).toMatchObject({ pin, deckTitle: 'Treaties', mode: 'guess-year', total: 3 });
    expect(podium.standings.map((row) => [row.name, row.score])).toEqual(
      last.standings.map((row) => [row.name, row.score]),
    );
    expect(podium.standings.map((row) => row.name)).toEqual(['Ada Lovelace', 'Zed', 'Bob Marley']);
    expect(standing(podium, 'Bob Marley').score).toBe(0);
    expect(await projector.next('finished')).toEqual(podium);
    expect(await adaReloaded.answer(2, rightChoice(third))).toEqual({ accepted: false });

    // Each student's game is saved with the class; the guest's nowhere.
    const results = await vi.waitFor(
      async () => {
        const response = await teacher.get(fillRoute(API_ROUTES.classes.results, { classId }));
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json<ClassResults>();
        expect(body.students.map((row) => row.gamesPlayed)).toEqual([1, 1]);
        return body;
      },
      { timeout: ACK_MS, interval: 20 },
    );
    expect(results.students).toEqual([
      expect.objectContaining({ studentId: ada.userId, gamesPlayed: 1, averageScore: 1 }),
      expect.objectContaining({ studentId: bob.userId, gamesPlayed: 1, averageScore: 0 }),
    ]);
    expect(results.decks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Treaties', gamesPlayed: 2, averageScore: 0.5 }),
      ]),
    );
    // Ada was right on every card, Bob on none (he left question 2 unanswered).
    expect(
      results.events
        .map(({ cardId, answered, correct }) => ({ cardId, answered, correct }))
        .sort((a, b) => a.cardId.localeCompare(b.cardId)),
    ).toEqual(
      cardIds
        .map((cardId) => ({ cardId, answered: 2, correct: 1 }))
        .sort((a, b) => a.cardId.localeCompare(b.cardId)),
    );

    const adaGames = (await ada.get(API_ROUTES.student.quizResults)).json<QuizResult[]>();
    expect(adaGames).toEqual([
      expect.objectContaining({ mode: 'guess-year', deckTitle: 'Treaties', score: 3, total: 3 }),
    ]);
    const bobGames = (await bob.get(API_ROUTES.student.quizResults)).json<QuizResult[]>();
    expect(bobGames).toEqual([expect.objectContaining({ score: 0, total: 3, bestStreak: 0 })]);
    const stored = await context.database.db.select().from(quizResults);
    expect(stored.map((row) => row.userId).sort()).toEqual([ada.userId, bob.userId].sort());
    expect(stored.every((row) => row.playedAs === 'live' && row.classId === classId)).toBe(true);
  });
});

describe('live class games (1 s to answer)', () => {
  const { context, screen } = liveApp((config) => ({
    ...config,
    liveGames: { questionSeconds: 1, startsPerAccount: { max: 4, windowMs: 60_000 } },
  }));

  it('limit how many games a teacher starts (429 past the limit)', async () => {
    const { teacher, classId } = await classroom(context);
    for (let start = 0; start < 4; start++) await startGame(teacher, classId);
    const refused = await teacher.post(gamesPath(classId), {
      deckTitle: 'Treaties',
      mode: 'master',
    });
    expect(refused.statusCode).toBe(429);
  });

  it('close each question at its deadline without the teacher, and refuse later answers', async () => {
    const { teacher, classId, ada, bob } = await classroom(context);
    const pin = await startGame(teacher, classId);
    const projector = await screen(teacher.token);
    expect((await projector.host(pin)).ok).toBe(true);
    const adaScreen = await screen(ada.token);
    const bobScreen = await screen(bob.token);
    expect((await adaScreen.join({ pin })).ok).toBe(true);
    expect((await bobScreen.join({ pin })).ok).toBe(true);

    for (const index of [0, 1]) {
      expect(await projector.advance()).toEqual({ ok: true });
      const asked = Date.now();
      const question = await adaScreen.next('question', (view) => view.index === index);
      expect(question.remainingMs).toBeLessThanOrEqual(1_000);
      expect(await adaScreen.answer(index, rightChoice(question))).toEqual({ accepted: true });
      // Bob does not answer: the deadline closes the question by itself.
      const reveal = await bobScreen.next('reveal', (view) => view.index === index, 3_000);
      expect(Date.now() - asked).toBeGreaterThanOrEqual(900);
      expect(reveal.distribution.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(reveal.standings.find((row) => row.name === 'Bob Marley')).toMatchObject({
        correct: false,
        points: 0,
      });
      expect(reveal.standings.find((row) => row.name === 'Ada Lovelace')).toMatchObject({
        correct: true,
      });
      expect(await bobScreen.answer(index, rightChoice(question))).toEqual({ accepted: false });
      await projector.next('reveal', (view) => view.index === index);
    }
    // Nothing more comes until the teacher goes on.
    expect(projector.unread()).toEqual([]);
  });
});
