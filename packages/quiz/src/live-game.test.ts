import {
  LIVE_GAME_LIMITS,
  LIVE_GAME_MODES,
  type LiveGameMode,
  type LiveGameView,
} from '@chronodeck/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceLiveGame,
  answerLiveGame,
  answerPoints,
  choiceCount,
  closeQuestionIfDue,
  createLiveGame,
  everyoneAnswered,
  givenAnswer,
  joinLiveGame,
  liveGameView,
  livePlayerResults,
  liveQuestions,
  type LiveGameState,
  type LiveQuestion,
} from './live-game';
import { questionText } from './question-text';
import type { QuizEvent } from './quiz-event';
import { seededRandom } from './random';
import { datedEventsArbitrary, event, quizEventsArbitrary, showsYear } from './test-events';
import { pairText } from './which-first';

const DURATION = LIVE_GAME_LIMITS.questionSeconds * 1000;

const deck = [
  event(1492, 'Columbus'),
  event(1517, 'Luther'),
  event(1588, 'Armada'),
  event(1648, 'Westphalia'),
  event(1688, 'Glorious Revolution'),
  event(1755, 'Lisbon earthquake'),
  event(1776, 'Independence'),
  event(1789, 'Bastille'),
  event(1815, 'Waterloo'),
  event(1848, 'Revolutions'),
  event(1871, 'Commune'),
  event(1914, 'Sarajevo'),
];

// --- Hand-made questions, so a game's right answers are known. ---

const guessQuestion = (correctChoice: number, cardId: string): LiveQuestion => ({
  view: {
    kind: 'guess-year',
    title: cardId,
    description: 'It happened somewhere.',
    years: [1500, 1600, 1700, 1800],
  },
  correctChoice,
  cardIds: [cardId],
});

const pairQuestion = (correctChoice: number, cardIds: [string, string]): LiveQuestion => ({
  view: {
    kind: 'which-first',
    events: [
      { title: cardIds[0], description: 'One thing.' },
      { title: cardIds[1], description: 'Another thing.' },
    ],
  },
  correctChoice,
  cardIds,
});

const trueFalseQuestion = (correctChoice: number, cardId: string): LiveQuestion => ({
  view: { kind: 'true-false', title: cardId, year: 1500 },
  correctChoice,
  cardIds: [cardId],
});

const newGame = (questions: readonly LiveQuestion[], mode: LiveGameMode = 'master') =>
  createLiveGame({ pin: '123456', deckTitle: 'Early modern Europe', mode, questions });

/** The state after a join that must succeed. */
function joined(state: LiveGameState, id: string, name = id): LiveGameState {
  const outcome = joinLiveGame(state, { id, name });
  if (!outcome.joined) throw new Error(`${name} could not join: ${outcome.error}`);
  return outcome.state;
}

const withPlayers = (state: LiveGameState, ...names: string[]) =>
  names.reduce((game, name) => joined(game, name), state);

/** The state after an answer that must be accepted. */
function answered(state: LiveGameState, playerId: string, choice: number, now: number) {
  const outcome = answerLiveGame(state, playerId, { index: state.index, choice }, now);
  if (!outcome.accepted) throw new Error(`${playerId}'s answer was refused`);
  return outcome.state;
}

function viewIn<Phase extends LiveGameView['phase']>(
  view: LiveGameView,
  phase: Phase,
): Extract<LiveGameView, { phase: Phase }> {
  if (view.phase !== phase) throw new Error(`expected ${phase}, got ${view.phase}`);
  return view as Extract<LiveGameView, { phase: Phase }>;
}

const playerOf = (state: LiveGameState, id: string) => {
  const player = state.players.find((candidate) => candidate.id === id);
  if (!player) throw new Error(`no player ${id}`);
  return player;
};

// --- Checks on generated questions. ---

/** Whether every question can be put down to a card of its own (distinct representatives). */
function askAboutDistinctCards(questions: readonly LiveQuestion[]): boolean {
  const owner = new Map<string, number>();
  const assign = (question: number, seen: Set<string>): boolean => {
    for (const id of questions[question]!.cardIds) {
      if (seen.has(id)) continue;
      seen.add(id);
      const current = owner.get(id);
      if (current === undefined || assign(current, seen)) {
        owner.set(id, question);
        return true;
      }
    }
    return false;
  };
  return questions.every((_, question) => assign(question, new Set()));
}

/** The question's right choice, worked out from the events it asks about. */
function expectRightAnswer(question: LiveQuestion, events: readonly QuizEvent[]): void {
  const cards = question.cardIds.map((id) => {
    const card = events.find((candidate) => candidate.id === id);
    if (!card) throw new Error(`unknown card ${id}`);
    return card;
  });
  const { view } = question;
  expect(question.correctChoice).toBeGreaterThanOrEqual(0);
  expect(question.correctChoice).toBeLessThan(choiceCount(view));
  switch (view.kind) {
    case 'guess-year': {
      expect(cards).toHaveLength(1);
      expect(view.years).toHaveLength(4);
      expect(new Set(view.years).size).toBe(4);
      expect(view.years[question.correctChoice]).toBe(cards[0]!.year);
      expect(view.years.filter((year) => year === cards[0]!.year)).toHaveLength(1);
      expect({ title: view.title, description: view.description }).toEqual(questionText(cards[0]!));
      return;
    }
    case 'which-first': {
      expect(cards).toHaveLength(2);
      const [first, second] = cards as [QuizEvent, QuizEvent];
      expect(first.id).not.toBe(second.id);
      expect(first.year).not.toBe(second.year);
      expect(question.correctChoice).toBe(first.year < second.year ? 0 : 1);
      // The choices show the cards in the order of cardIds.
      expect(view.events).toEqual(pairText([first, second]));
      return;
    }
    case 'true-false': {
      expect(cards).toHaveLength(1);
      const card = cards[0]!;
      expect(question.correctChoice).toBe(view.year === card.year ? 0 : 1);
      if (view.year !== card.year) expect(Math.abs(view.year - card.year)).toBe(10);
      expect(view.year).not.toBe(0);
      expect(view.title).toBe(questionText(card).title);
      return;
    }
  }
}

/** What a question shows before the reveal, and the years it must not give away. */
function shownText(question: LiveQuestion, events: readonly QuizEvent[]): [string, number[]] {
  const years = question.cardIds.map((id) => events.find((card) => card.id === id)!.year);
  const { view } = question;
  switch (view.kind) {
    case 'guess-year':
      return [`${view.title} ${view.description}`, years];
    case 'which-first':
      return [view.events.map((shown) => `${shown.title} ${shown.description}`).join(' '), years];
    case 'true-false':
      // The statement's year is shown on purpose: half the time it is the real one.
      return [view.title, years];
  }
}

/** Events whose years repeat a lot: only three distinct years. */
const tiedEventsArbitrary = (options: { minLength?: number; maxLength?: number }) =>
  quizEventsArbitrary(options).map((events) =>
    events.map((tied) => ({ ...tied, year: 1500 + (Math.abs(tied.year) % 3) })),
  );

describe('live game questions', () => {
  it('asks one kind per single mode, and only the three tap kinds in master', () => {
    for (let seed = 0; seed < 20; seed++) {
      for (const mode of ['guess-year', 'which-first', 'true-false'] as const) {
        const kinds = liveQuestions(deck, mode, seededRandom(seed)).map((q) => q.view.kind);
        expect(kinds).toEqual(Array.from({ length: LIVE_GAME_LIMITS.questions }, () => mode));
      }
    }
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 200; seed++) {
      for (const question of liveQuestions(deck, 'master', seededRandom(seed))) {
        counts.set(question.view.kind, (counts.get(question.view.kind) ?? 0) + 1);
      }
    }
    expect([...counts.keys()].sort()).toEqual(['guess-year', 'true-false', 'which-first']);
    const draws = 200 * LIVE_GAME_LIMITS.questions;
    for (const count of counts.values()) {
      expect(count / draws).toBeGreaterThan(0.28);
      expect(count / draws).toBeLessThan(0.39);
    }
  });

  it('asks at most the limit, each about a different card while the deck lasts, rightly', () => {
    fc.assert(
      fc.property(
        quizEventsArbitrary({ minLength: 0, maxLength: 14 }),
        fc.constantFrom(...LIVE_GAME_MODES),
        fc.integer(),
        (events, mode, seed) => {
          const questions = liveQuestions(events, mode, seededRandom(seed));
          expect(questions).toHaveLength(Math.min(LIVE_GAME_LIMITS.questions, events.length));
          expect(askAboutDistinctCards(questions)).toBe(true);
          for (const question of questions) expectRightAnswer(question, events);
        },
      ),
    );
  });

  it('takes a smaller count of questions', () => {
    expect(liveQuestions(deck, 'guess-year', seededRandom(1), 3)).toHaveLength(3);
    expect(liveQuestions(deck.slice(0, 2), 'guess-year', seededRandom(1), 3)).toHaveLength(2);
  });

  it('asks the same questions for the same seed', () => {
    for (const mode of LIVE_GAME_MODES) {
      expect(liveQuestions(deck, mode, seededRandom(42))).toEqual(
        liveQuestions(deck, mode, seededRandom(42)),
      );
    }
  });

  it('never pairs two events of the same year, and asks their year when every year is the same', () => {
    fc.assert(
      fc.property(
        tiedEventsArbitrary({ minLength: 1, maxLength: 12 }),
        fc.constantFrom<LiveGameMode>('which-first', 'master'),
        fc.integer(),
        (events, mode, seed) => {
          const questions = liveQuestions(events, mode, seededRandom(seed));
          for (const question of questions) expectRightAnswer(question, events);
          const oneYear = new Set(events.map((tied) => tied.year)).size === 1;
          if (mode === 'which-first') {
            const kinds = new Set(questions.map((question) => question.view.kind));
            expect([...kinds]).toEqual([oneYear ? 'guess-year' : 'which-first']);
          } else if (oneYear) {
            expect(questions.some((question) => question.view.kind === 'which-first')).toBe(false);
          }
        },
      ),
    );
  });

  it('falls back to guessing the year for a deck of one event', () => {
    const [question] = liveQuestions([event(1755)], 'which-first', seededRandom(3));
    expect(question?.view.kind).toBe('guess-year');
    expect(question?.cardIds).toEqual([event(1755).id]);
  });

  it('never gives away the year a question asks about', () => {
    fc.assert(
      fc.property(
        datedEventsArbitrary({ minLength: 1, maxLength: 12 }),
        fc.constantFrom(...LIVE_GAME_MODES),
        fc.integer(),
        (events, mode, seed) => {
          for (const question of liveQuestions(events, mode, seededRandom(seed))) {
            const [text, years] = shownText(question, events);
            for (const year of years) expect(showsYear(text, year)).toBe(false);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('is empty for an empty deck', () => {
    for (const mode of LIVE_GAME_MODES)
      expect(liveQuestions([], mode, seededRandom(1))).toEqual([]);
  });

  it('counts four choices to guess a year, two otherwise', () => {
    expect(choiceCount(guessQuestion(0, 'a').view)).toBe(4);
    expect(choiceCount(pairQuestion(0, ['a', 'b']).view)).toBe(2);
    expect(choiceCount(trueFalseQuestion(0, 'a').view)).toBe(2);
  });
});

describe('live game points', () => {
  it('gives 1000 at once, 500 at and after the deadline, nothing for a wrong answer', () => {
    expect(answerPoints(true, 0, DURATION)).toBe(1000);
    expect(answerPoints(true, DURATION / 2, DURATION)).toBe(750);
    expect(answerPoints(true, DURATION, DURATION)).toBe(500);
    expect(answerPoints(true, DURATION * 3, DURATION)).toBe(500);
    expect(answerPoints(true, -5000, DURATION)).toBe(1000);
    expect(answerPoints(false, 0, DURATION)).toBe(0);
    expect(answerPoints(false, DURATION, DURATION)).toBe(0);
  });

  it('never gives more for a later right answer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 3 * DURATION }),
        fc.integer({ min: 0, max: 3 * DURATION }),
        fc.integer({ min: 1, max: 120_000 }),
        (earlier, delay, duration) => {
          const first = answerPoints(true, earlier, duration);
          const later = answerPoints(true, earlier + delay, duration);
          expect(later).toBeLessThanOrEqual(first);
          for (const points of [first, later]) {
            expect(Number.isInteger(points)).toBe(true);
            expect(points).toBeGreaterThanOrEqual(500);
            expect(points).toBeLessThanOrEqual(1000);
          }
          expect(answerPoints(false, earlier, duration)).toBe(0);
        },
      ),
    );
  });
});

describe('joining a live game', () => {
  it('starts a player from zero, in the lobby, with the default question time', () => {
    const state = joined(newGame([guessQuestion(0, 'a')]), 'p1', 'Ada');
    expect(state).toMatchObject({ phase: 'lobby', index: -1, durationMs: DURATION });
    expect(state.players).toEqual([
      { id: 'p1', name: 'Ada', score: 0, streak: 0, bestStreak: 0, correctCount: 0, answers: [] },
    ]);
    expect(viewIn(liveGameView(state, 0), 'lobby')).toEqual({
      phase: 'lobby',
      pin: '123456',
      deckTitle: 'Early modern Europe',
      mode: 'master',
      players: ['Ada'],
    });
  });

  it('keeps a given question time', () => {
    const state = createLiveGame({
      pin: '000001',
      deckTitle: 'Deck',
      mode: 'guess-year',
      questions: [],
      durationMs: 5000,
    });
    expect(state.durationMs).toBe(5000);
  });

  it('takes a reconnection under the same id as changing nothing', () => {
    const state = joined(newGame([]), 'p1', 'Ada');
    const again = joinLiveGame(state, { id: 'p1', name: 'Someone else' });
    expect(again).toEqual({ state, joined: true });
    expect(again.state).toBe(state);
  });

  it('keeps names unique, ignoring case and accents', () => {
    let state = joined(newGame([]), 'p1', 'Ada');
    state = joined(state, 'p2', 'Élodie');
    for (const name of ['Ada', 'ada', 'ADA', 'Adá', 'elodie', 'ÉLODIE']) {
      const outcome = joinLiveGame(state, { id: 'p3', name });
      expect(outcome).toEqual({ state, joined: false, error: 'nickname-taken' });
    }
    expect(joinLiveGame(state, { id: 'p3', name: 'Adam' }).joined).toBe(true);
  });

  it('refuses newcomers once the game is over, but lets its players back to the podium', () => {
    const over = advanceLiveGame(joined(newGame([]), 'p1', 'Ada'), 0);
    expect(over.phase).toBe('finished');
    expect(joinLiveGame(over, { id: 'p2', name: 'Bento' })).toEqual({
      state: over,
      joined: false,
      error: 'not-found',
    });
    expect(joinLiveGame(over, { id: 'p1', name: 'Ada' })).toEqual({ state: over, joined: true });
  });

  it('is full at the limit of players, but lets a player reconnect', () => {
    const state = withPlayers(newGame([]), 'a', 'b');
    expect(joinLiveGame(state, { id: 'c', name: 'c' }, 2)).toEqual({
      state,
      joined: false,
      error: 'full',
    });
    expect(joinLiveGame(state, { id: 'a', name: 'a' }, 2)).toEqual({ state, joined: true });
    expect(joinLiveGame(state, { id: 'c', name: 'c' }, 3).joined).toBe(true);
  });

  it(`takes ${LIVE_GAME_LIMITS.players} players by default`, () => {
    let state = newGame([]);
    for (let player = 0; player < LIVE_GAME_LIMITS.players; player++) {
      state = joined(state, `p${player}`, `Player ${player}`);
    }
    expect(joinLiveGame(state, { id: 'late', name: 'Late' })).toMatchObject({
      joined: false,
      error: 'full',
    });
  });

  it('lets a latecomer answer the open question, counting only questions since joining', () => {
    const questions = [guessQuestion(1, 'a'), guessQuestion(2, 'b'), guessQuestion(3, 'c')];
    let state = advanceLiveGame(withPlayers(newGame(questions), 'early'), 0);
    state = joined(state, 'during');
    expect(state.phase).toBe('question');
    expect(viewIn(liveGameView(state, 100), 'question').playerCount).toBe(2);
    state = answered(state, 'during', 1, 1000);
    state = advanceLiveGame(state, 2000); // reveal of question 0
    state = joined(state, 'reveal');
    expect(answerLiveGame(state, 'reveal', { index: 0, choice: 1 }, 2500).accepted).toBe(false);
    state = advanceLiveGame(state, 3000); // question 1
    state = advanceLiveGame(state, 4000); // reveal
    state = advanceLiveGame(state, 5000); // question 2
    state = joined(state, 'last');
    state = advanceLiveGame(advanceLiveGame(state, 6000), 7000);
    expect(state.phase).toBe('finished');
    expect(
      livePlayerResults(state).map(({ playerId, score, total }) => [playerId, score, total]),
    ).toEqual([
      ['early', 0, 3],
      ['during', 1, 3],
      ['reveal', 0, 2],
      ['last', 0, 1],
    ]);
    expect(playerOf(state, 'during').score).toBe(answerPoints(true, 1000, DURATION));
  });
});

describe('the flow of a live game', () => {
  it('goes lobby → question → reveal → … → finished at the host’s advance, and stays finished', () => {
    const questions = [guessQuestion(0, 'a'), pairQuestion(1, ['b', 'c'])];
    let state = withPlayers(newGame(questions), 'Ada');
    expect(liveGameView(state, 0).phase).toBe('lobby');

    state = advanceLiveGame(state, 1000);
    expect(state).toMatchObject({
      phase: 'question',
      index: 0,
      questionStartedAt: 1000,
      deadline: 1000 + DURATION,
      given: {},
    });
    expect(viewIn(liveGameView(state, 1000), 'question')).toEqual({
      phase: 'question',
      pin: '123456',
      deckTitle: 'Early modern Europe',
      mode: 'master',
      index: 0,
      total: 2,
      question: questions[0]!.view,
      remainingMs: DURATION,
      answerCount: 0,
      playerCount: 1,
    });

    // The host may show the answers before the deadline.
    state = advanceLiveGame(state, 5000);
    expect(state).toMatchObject({ phase: 'reveal', index: 0 });
    expect(viewIn(liveGameView(state, 5000), 'reveal')).toMatchObject({ index: 0, total: 2 });

    state = advanceLiveGame(state, 9000);
    expect(state).toMatchObject({
      phase: 'question',
      index: 1,
      questionStartedAt: 9000,
      deadline: 9000 + DURATION,
    });
    expect(viewIn(liveGameView(state, 9000), 'question').question).toEqual(questions[1]!.view);

    state = advanceLiveGame(state, 10_000);
    expect(state).toMatchObject({ phase: 'reveal', index: 1 });

    state = advanceLiveGame(state, 11_000);
    expect(state.phase).toBe('finished');
    expect(viewIn(liveGameView(state, 11_000), 'finished')).toMatchObject({ total: 2 });
    expect(advanceLiveGame(state, 12_000)).toBe(state);
    expect(closeQuestionIfDue(state, 1e12)).toBe(state);
  });

  it('goes straight from the lobby to the podium without questions', () => {
    const state = advanceLiveGame(withPlayers(newGame([]), 'Ada', 'Bo'), 1000);
    expect(state.phase).toBe('finished');
    const view = viewIn(liveGameView(state, 1000), 'finished');
    expect(view.total).toBe(0);
    expect(view.standings.map((standing) => standing.name)).toEqual(['Ada', 'Bo']);
    expect(livePlayerResults(state).map((result) => result.total)).toEqual([0, 0]);
  });

  it('counts down the time left, never below zero', () => {
    const state = advanceLiveGame(newGame([guessQuestion(0, 'a')]), 1000);
    expect(viewIn(liveGameView(state, 6000), 'question').remainingMs).toBe(DURATION - 5000);
    expect(viewIn(liveGameView(state, 1000 + DURATION), 'question').remainingMs).toBe(0);
    expect(viewIn(liveGameView(state, 1e9), 'question').remainingMs).toBe(0);
  });

  it('closes a question only at or after its deadline', () => {
    const state = advanceLiveGame(newGame([guessQuestion(0, 'a')]), 1000);
    expect(closeQuestionIfDue(state, state.deadline - 1)).toBe(state);
    expect(closeQuestionIfDue(state, state.deadline).phase).toBe('reveal');
    expect(closeQuestionIfDue(state, state.deadline + 60_000).phase).toBe('reveal');
    const lobby = newGame([guessQuestion(0, 'a')]);
    expect(closeQuestionIfDue(lobby, 1e12)).toBe(lobby);
    const reveal = advanceLiveGame(state, 2000);
    expect(closeQuestionIfDue(reveal, 1e12)).toBe(reveal);
  });
});

describe('answering a live question', () => {
  const questions = [guessQuestion(2, 'a'), pairQuestion(1, ['b', 'c'])];
  const start = 1000;
  const open = () => advanceLiveGame(withPlayers(newGame(questions), 'ada', 'bo', 'cy'), start);

  it('takes one answer per player and ignores a second one', () => {
    const state = answered(open(), 'ada', 0, start + 1000);
    const second = answerLiveGame(state, 'ada', { index: 0, choice: 2 }, start + 2000);
    expect(second.accepted).toBe(false);
    expect(second.state).toBe(state);
    expect(state.given).toEqual({ ada: { choice: 0, correct: false, points: 0 } });
  });

  it('tells a player the answer they gave to the open question, and nothing before or after', () => {
    const state = answered(open(), 'ada', 0, start + 1000);
    expect(givenAnswer(state, 'ada')).toEqual({ index: 0, choice: 0 });
    expect(givenAnswer(state, 'bo')).toBeNull();
    const revealed = advanceLiveGame(state, start + 2000);
    expect(givenAnswer(revealed, 'ada')).toEqual({ index: 0, choice: 0 });
    expect(givenAnswer(advanceLiveGame(revealed, start + 3000), 'ada')).toBeNull();
  });

  it('takes an answer up to the deadline, at half points, and none after', () => {
    const state = open();
    const atDeadline = answerLiveGame(state, 'ada', { index: 0, choice: 2 }, state.deadline);
    expect(atDeadline.accepted).toBe(true);
    expect(atDeadline.state.given.ada).toEqual({ choice: 2, correct: true, points: 500 });
    const late = answerLiveGame(state, 'ada', { index: 0, choice: 2 }, state.deadline + 1);
    expect(late).toEqual({ state, accepted: false });
  });

  it('ignores answers to another question, from strangers, or with a choice not offered', () => {
    const state = open();
    const now = start + 10;
    for (const index of [-1, 1, 5]) {
      expect(answerLiveGame(state, 'ada', { index, choice: 2 }, now).accepted).toBe(false);
    }
    expect(answerLiveGame(state, 'nobody', { index: 0, choice: 2 }, now).accepted).toBe(false);
    for (const choice of [-1, 4, 1.5, Number.NaN, Infinity]) {
      expect(answerLiveGame(state, 'ada', { index: 0, choice }, now)).toEqual({
        state,
        accepted: false,
      });
    }
    for (const choice of [0, 1, 2, 3]) {
      expect(answerLiveGame(state, 'ada', { index: 0, choice }, now).accepted).toBe(true);
    }
    // A which-first question offers two choices only.
    const pair = advanceLiveGame(advanceLiveGame(state, now), now + 1);
    expect(answerLiveGame(pair, 'ada', { index: 1, choice: 2 }, now + 2).accepted).toBe(false);
    expect(answerLiveGame(pair, 'ada', { index: 1, choice: 1 }, now + 2).accepted).toBe(true);
  });

  it('ignores answers in the lobby, at the reveal and after the game', () => {
    const lobby = withPlayers(newGame(questions), 'ada');
    for (const index of [-1, 0]) {
      expect(answerLiveGame(lobby, 'ada', { index, choice: 2 }, 0)).toEqual({
        state: lobby,
        accepted: false,
      });
    }
    const reveal = advanceLiveGame(advanceLiveGame(lobby, start), start + 100);
    expect(reveal.phase).toBe('reveal');
    expect(answerLiveGame(reveal, 'ada', { index: 0, choice: 2 }, start + 200)).toEqual({
      state: reveal,
      accepted: false,
    });
    let finished = reveal;
    while (finished.phase !== 'finished') finished = advanceLiveGame(finished, start + 300);
    expect(answerLiveGame(finished, 'ada', { index: 1, choice: 1 }, start + 400).accepted).toBe(
      false,
    );
  });

  it('gives more points for a faster right answer, and none for a wrong one', () => {
    let state = open();
    state = answered(state, 'ada', 2, start + 1000);
    state = answered(state, 'bo', 2, start + 9000);
    state = answered(state, 'cy', 1, start + 500);
    expect(state.given).toEqual({
      ada: { choice: 2, correct: true, points: answerPoints(true, 1000, DURATION) },
      bo: { choice: 2, correct: true, points: answerPoints(true, 9000, DURATION) },
      cy: { choice: 1, correct: false, points: 0 },
    });
    expect(state.given.ada!.points).toBeGreaterThan(state.given.bo!.points);
  });

  it('adds points to the scores only at the reveal, and shows none before', () => {
    let state = open();
    state = answered(state, 'ada', 2, start + 1000);
    state = answered(state, 'bo', 0, start + 2000);
    expect(state.players.map((player) => player.score)).toEqual([0, 0, 0]);
    expect(state.players.map((player) => player.answers)).toEqual([[], [], []]);
    const view = liveGameView(state, start + 3000);
    expect(Object.keys(view).sort()).toEqual(
      [
        'answerCount',
        'deckTitle',
        'index',
        'mode',
        'phase',
        'pin',
        'playerCount',
        'question',
        'remainingMs',
        'total',
      ].sort(),
    );
    expect(viewIn(view, 'question')).toMatchObject({ answerCount: 2, playerCount: 3 });
    expect(JSON.stringify(view)).not.toMatch(/correct|score|points|standings|distribution|choice/i);

    const closed = closeQuestionIfDue(state, state.deadline);
    expect(closed.players.map((player) => player.score)).toEqual([
      answerPoints(true, 1000, DURATION),
      0,
      0,
    ]);
  });

  it('knows when everyone has answered', () => {
    expect(everyoneAnswered(advanceLiveGame(newGame(questions), start))).toBe(false);
    let state = open();
    expect(everyoneAnswered(state)).toBe(false);
    state = answered(state, 'ada', 2, start + 1);
    state = answered(state, 'bo', 2, start + 2);
    expect(everyoneAnswered(state)).toBe(false);
    state = answered(state, 'cy', 2, start + 3);
    expect(everyoneAnswered(state)).toBe(true);
    // A latecomer has yet to answer.
    expect(everyoneAnswered(joined(state, 'dee'))).toBe(false);
    expect(everyoneAnswered(advanceLiveGame(state, start + 4))).toBe(false);
    expect(everyoneAnswered(withPlayers(newGame(questions), 'ada'))).toBe(false);
  });
});

describe('live game reveal and podium', () => {
  const questions = [guessQuestion(2, 'a'), trueFalseQuestion(0, 'b')];
  const start = 1000;

  it('shows the choices made, the right one and the standings with this question’s points', () => {
    // Joined in this order: ties must keep it, not the alphabet.
    let state = advanceLiveGame(withPlayers(newGame(questions), 'zed', 'amy', 'cy', 'dee'), start);
    state = answered(state, 'zed', 2, start + 2000);
    state = answered(state, 'amy', 2, start + 2000);
    state = answered(state, 'cy', 0, start + 100);
    state = answered(state, 'dee', 2, start + 1000);
    state = advanceLiveGame(state, start + 3000);
    const fast = answerPoints(true, 1000, DURATION);
    const slow = answerPoints(true, 2000, DURATION);
    const reveal = viewIn(liveGameView(state, start + 3000), 'reveal');
    expect(reveal).toMatchObject({
      index: 0,
      total: 2,
      question: questions[0]!.view,
      correctChoice: 2,
      distribution: [1, 0, 3, 0],
    });
    expect(reveal.standings).toEqual([
      { playerId: 'dee', name: 'dee', score: fast, correct: true, points: fast },
      { playerId: 'zed', name: 'zed', score: slow, correct: true, points: slow },
      { playerId: 'amy', name: 'amy', score: slow, correct: true, points: slow },
      { playerId: 'cy', name: 'cy', score: 0, correct: false, points: 0 },
    ]);

    // Second question: only cy and amy answer right; dee is wrong, zed does not answer.
    state = advanceLiveGame(state, start + 4000);
    state = answered(state, 'cy', 0, start + 4000);
    state = answered(state, 'dee', 1, start + 5000);
    state = answered(state, 'amy', 0, start + 4000 + DURATION);
    state = closeQuestionIfDue(state, start + 4000 + DURATION);
    const second = viewIn(liveGameView(state, start + 4000 + DURATION), 'reveal');
    expect(second).toMatchObject({ index: 1, correctChoice: 0, distribution: [2, 1] });
    expect(second.standings).toEqual([
      { playerId: 'amy', name: 'amy', score: slow + 500, correct: true, points: 500 },
      { playerId: 'cy', name: 'cy', score: 1000, correct: true, points: 1000 },
      { playerId: 'dee', name: 'dee', score: fast, correct: false, points: 0 },
      { playerId: 'zed', name: 'zed', score: slow, correct: false, points: 0 },
    ]);

    state = advanceLiveGame(state, start + 5000 + DURATION);
    const podium = viewIn(liveGameView(state, start + 5000 + DURATION), 'finished');
    expect(podium).toMatchObject({ pin: '123456', total: 2 });
    expect(podium.standings.map(({ playerId, score }) => [playerId, score])).toEqual([
      ['amy', slow + 500],
      ['cy', 1000],
      ['dee', fast],
      ['zed', slow],
    ]);
  });

  it('shows an empty distribution when nobody answered', () => {
    const state = advanceLiveGame(advanceLiveGame(withPlayers(newGame(questions), 'a'), 0), 1);
    expect(viewIn(liveGameView(state, 1), 'reveal').distribution).toEqual([0, 0, 0, 0]);
  });
});

describe('live game player results', () => {
  it('scores right answers out of the questions asked, with the cards of each', () => {
    const questions = [
      guessQuestion(1, 'a'),
      pairQuestion(0, ['b', 'c']),
      trueFalseQuestion(1, 'd'),
      guessQuestion(3, 'e'),
      guessQuestion(0, 'f'),
    ];
    // ada: right, right, wrong, right, missed; bo: wrong, right, right, right, right.
    const plays: Record<string, (number | null)[]> = {
      ada: [1, 0, 0, 3, null],
      bo: [0, 0, 1, 3, 0],
    };
    let state = withPlayers(newGame(questions), 'ada', 'bo');
    let now = 0;
    for (let index = 0; index < questions.length; index++) {
      state = advanceLiveGame(state, (now += 1000));
      for (const [player, choices] of Object.entries(plays)) {
        const choice = choices[index];
        if (choice != null) state = answered(state, player, choice, (now += 100));
      }
      state = advanceLiveGame(state, (now += 1000));
    }
    state = advanceLiveGame(state, (now += 1000));
    expect(state.phase).toBe('finished');
    expect(livePlayerResults(state)).toEqual([
      {
        playerId: 'ada',
        score: 3,
        total: 5,
        bestStreak: 2,
        answers: [
          { cardId: 'a', correct: true },
          { cardId: 'b', correct: true },
          { cardId: 'c', correct: true },
          { cardId: 'd', correct: false },
          { cardId: 'e', correct: true },
          { cardId: 'f', correct: false },
        ],
      },
      {
        playerId: 'bo',
        score: 4,
        total: 5,
        bestStreak: 4,
        answers: [
          { cardId: 'a', correct: false },
          { cardId: 'b', correct: true },
          { cardId: 'c', correct: true },
          { cardId: 'd', correct: true },
          { cardId: 'e', correct: true },
          { cardId: 'f', correct: true },
        ],
      },
    ]);
    expect(playerOf(state, 'ada')).toMatchObject({ correctCount: 3, streak: 0, bestStreak: 2 });
    expect(playerOf(state, 'bo')).toMatchObject({ correctCount: 4, streak: 4, bestStreak: 4 });
  });
});

type Action =
  | { kind: 'join'; player: number }
  | { kind: 'answer'; player: number; indexShift: number; choice: number }
  | { kind: 'advance' }
  | { kind: 'close' };

/** Names that clash ignoring case or accents, so some joins are refused. */
const NAMES = ['Ada', 'ada', 'Élodie', 'Elodie', 'Bo', 'Cy', 'Dee'];
const MAX_PLAYERS = 4;
/** A name without case or accents: two names the same here are the same nickname. */
const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const actionArbitrary: fc.Arbitrary<{ wait: number; action: Action }> = fc.record({
  // Mostly quick steps, now and then a long wait past a deadline.
  wait: fc.oneof(
    { weight: 15, arbitrary: fc.integer({ min: 0, max: 2000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 2 * DURATION }) },
  ),
  action: fc.oneof(
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('join' as const), player: fc.nat(7) }) },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('answer' as const),
        /** One of the players by order of joining, or a stranger. */
        player: fc.nat(MAX_PLAYERS),
        indexShift: fc.constantFrom(0, 0, 0, 0, -1, 1),
        choice: fc.oneof(
          { weight: 8, arbitrary: fc.integer({ min: 0, max: 3 }) },
          { weight: 1, arbitrary: fc.integer({ min: -1, max: 4 }) },
          { weight: 1, arbitrary: fc.constant(0.5) },
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'advance' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'close' as const }) },
  ),
});

/** What a step may do, as broken rules in words: none when the step kept every invariant. */
function breaches(
  before: LiveGameState,
  after: LiveGameState,
  context: { opened: number; revealed: boolean },
): string[] {
  const found: string[] = [];
  const broken = (rule: string, holds: boolean) => {
    if (!holds) found.push(rule);
  };
  if (before.phase === 'finished')
    broken('a finished game stays finished', after.phase === 'finished');
  for (const previous of before.players) {
    const player = after.players.find((candidate) => candidate.id === previous.id);
    if (!player) {
      found.push(`${previous.id} left the game`);
      continue;
    }
    const points = context.revealed ? (before.given[previous.id]?.points ?? 0) : 0;
    broken(`${player.id}'s score never goes down`, player.score >= previous.score);
    broken(`${player.id} scores at the reveal only`, player.score - previous.score === points);
    broken(
      `${player.id} gets one verdict per question closed`,
      player.answers.length - previous.answers.length === (context.revealed ? 1 : 0),
    );
  }
  const ids = after.players.map((player) => player.id);
  broken(
    'answers come from players',
    Object.keys(after.given).every((id) => ids.includes(id)),
  );
  broken('the game is never over full', after.players.length <= MAX_PLAYERS);
  broken(
    'names are unique ignoring case and accents',
    new Set(after.players.map((player) => folded(player.name))).size === after.players.length,
  );
  for (const player of after.players) {
    const { correctCount, answers, streak, bestStreak, score } = player;
    broken(
      `${player.id}: 0 ≤ correctCount ≤ answers`,
      0 <= correctCount && correctCount <= answers.length,
    );
    broken(
      `${player.id}: correctCount counts the right answers`,
      correctCount === answers.filter((answer) => answer.correct).length,
    );
    broken(`${player.id}: no more answers than questions opened`, answers.length <= context.opened);
    broken(
      `${player.id}: streak ≤ bestStreak ≤ correctCount`,
      streak <= bestStreak && bestStreak <= correctCount,
    );
    broken(
      `${player.id}: 500 to 1000 points per right answer`,
      500 * correctCount <= score && score <= 1000 * correctCount,
    );
  }

  const view = liveGameView(after, 0);
  const given = Object.keys(after.given).length;
  broken('the view shows the phase', view.phase === after.phase);
  if (view.phase === 'lobby') {
    broken(
      'the lobby lists the players',
      view.players.join('|') === after.players.map((p) => p.name).join('|'),
    );
  }
  if (view.phase === 'question') {
    broken('the answer count is right', view.answerCount === given && given <= view.playerCount);
  }
  if (view.phase === 'reveal') {
    broken(
      'the distribution counts every answer',
      view.distribution.reduce((sum, n) => sum + n, 0) === given,
    );
  }
  if (view.phase === 'reveal' || view.phase === 'finished') {
    const ranked = view.standings.map((standing) => standing.playerId);
    broken(
      'standings rank every player once',
      [...ranked].sort().join('|') === [...ids].sort().join('|'),
    );
    for (let rank = 1; rank < view.standings.length; rank++) {
      const [higher, lower] = [view.standings[rank - 1]!, view.standings[rank]!];
      broken(
        'standings go by score, then order of joining',
        higher.score > lower.score ||
          (higher.score === lower.score &&
            ids.indexOf(higher.playerId) < ids.indexOf(lower.playerId)),
      );
    }
  }
  return found;
}

describe('live game invariants', () => {
  it('hold for any run of joins, answers, advances and deadlines', () => {
    fc.assert(
      fc.property(
        quizEventsArbitrary({ minLength: 1, maxLength: 8 }),
        fc.constantFrom(...LIVE_GAME_MODES),
        fc.integer(),
        fc.integer({ min: 1, max: 5 }),
        // A class mostly in the lobby before the start, then anything.
        fc.array(fc.nat(7), { maxLength: 5 }),
        fc.array(actionArbitrary, { minLength: 20, maxLength: 60, size: 'max' }),
        (events, mode, seed, count, lobby, later) => {
          const joins = lobby.map((player) => ({
            wait: 0,
            action: { kind: 'join' as const, player },
          }));
          const actions: { wait: number; action: Action }[] = [...joins, ...later];
          const questions = liveQuestions(events, mode, seededRandom(seed), count);
          let state = createLiveGame({ pin: '654321', deckTitle: 'Deck', mode, questions });
          let now = 0;
          let opened = 0;
          const acceptedAnswers = new Set<string>();

          for (const [step, { wait, action }] of actions.entries()) {
            now += wait;
            const before = state;
            const found: string[] = [];
            if (action.kind === 'join') {
              const id = `p${action.player}`;
              const name = NAMES[action.player % NAMES.length]!;
              const outcome = joinLiveGame(state, { id, name }, MAX_PLAYERS);
              const known = before.players.some((player) => player.id === id);
              const clash = before.players.some((player) => folded(player.name) === folded(name));
              const expected = known
                ? 'joined'
                : before.phase === 'finished'
                  ? 'not-found'
                  : before.players.length >= MAX_PLAYERS
                    ? 'full'
                    : clash
                      ? 'nickname-taken'
                      : 'joined';
              const got = outcome.joined ? 'joined' : outcome.error;
              if (got !== expected) found.push(`join of ${name}: ${got}, not ${expected}`);
              if ((known || !outcome.joined) && outcome.state !== before) {
                found.push(`a refused join or a reconnection changed the game`);
              }
              state = outcome.state;
            } else if (action.kind === 'answer') {
              const playerId = before.players[action.player]?.id ?? 'stranger';
              const index = before.index + action.indexShift;
              const outcome = answerLiveGame(
                before,
                playerId,
                { index, choice: action.choice },
                now,
              );
              const question = before.questions[before.index];
              const expected =
                before.phase === 'question' &&
                question !== undefined &&
                action.indexShift === 0 &&
                now <= before.deadline &&
                before.players.some((player) => player.id === playerId) &&
                !(playerId in before.given) &&
                Number.isInteger(action.choice) &&
                action.choice >= 0 &&
                action.choice < choiceCount(question.view);
              if (outcome.accepted !== expected) {
                found.push(`answer ${JSON.stringify(action)} accepted: ${outcome.accepted}`);
              }
              if (outcome.accepted) {
                const key = `${index}:${playerId}`;
                if (acceptedAnswers.has(key)) found.push(`a second answer ${key} was taken`);
                acceptedAnswers.add(key);
                if (outcome.state.players !== before.players)
                  found.push('an answer scored at once');
              } else if (outcome.state !== before) {
                found.push('an ignored answer changed the game');
              }
              state = outcome.state;
            } else if (action.kind === 'advance') {
              state = advanceLiveGame(before, now);
              const next =
                before.phase === 'question'
                  ? 'reveal'
                  : before.phase === 'finished' || before.index + 1 >= questions.length
                    ? 'finished'
                    : 'question';
              if (state.phase !== next)
                found.push(`advance from ${before.phase} to ${state.phase}`);
            } else {
              state = closeQuestionIfDue(before, now);
              const due = before.phase === 'question' && now >= before.deadline;
              if (due ? state.phase !== 'reveal' : state !== before) {
                found.push(`close at ${now} (deadline ${before.deadline}) in ${before.phase}`);
              }
            }
            if (state.phase === 'question' && before.phase !== 'question') opened += 1;
            const revealed = before.phase === 'question' && state.phase === 'reveal';
            found.push(...breaches(before, state, { opened, revealed }));
            if (found.length > 0) {
              expect({ step, action: action.kind, phase: before.phase, found }).toEqual({
                step,
                action: action.kind,
                phase: before.phase,
                found: [],
              });
            }
          }

          for (const result of livePlayerResults(state)) {
            const player = playerOf(state, result.playerId);
            expect(result.total).toBe(player.answers.length);
            expect(result.score).toBeLessThanOrEqual(result.total);
            expect(result.bestStreak).toBeLessThanOrEqual(result.score);
            expect(result.answers).toHaveLength(
              player.answers.reduce((cards, answer) => cards + answer.cardIds.length, 0),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
