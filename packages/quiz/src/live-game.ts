import {
  LIVE_GAME_LIMITS,
  type LiveGameMode,
  type LiveGameView,
  type LiveQuestionView,
  type LiveStanding,
} from '@chronodeck/contract';
import { yearOptions } from './guess-year';
import { questionText } from './question-text';
import type { QuizEvent } from './quiz-event';
import { shuffle, type Random } from './random';
import { trueFalseItem } from './true-false';
import { pairText } from './which-first';

/**
 * A live class game (Kahoot-style) as a pure state machine: the host advances it, players answer
 * by choice index, and the server's clock (`now`, in ms) is the only one that counts.
 */

/** A question with what the server keeps to itself: the right choice and the cards it asks about. */
export interface LiveQuestion {
  view: LiveQuestionView;
  correctChoice: number;
  cardIds: readonly string[];
}

type QuestionKind = LiveQuestionView['kind'];
const MIXED_KINDS: readonly QuestionKind[] = ['guess-year', 'which-first', 'true-false'];

function guessYear(event: QuizEvent, events: readonly QuizEvent[], random: Random): LiveQuestion {
  const years = yearOptions(event, events, random);
  return {
    view: { kind: 'guess-year', ...questionText(event), years },
    correctChoice: years.indexOf(event.year),
    cardIds: [event.id],
  };
}

function trueFalse(event: QuizEvent, random: Random): LiveQuestion {
  const item = trueFalseItem(event, random);
  return {
    view: { kind: 'true-false', title: item.title, year: item.displayedYear },
    correctChoice: item.isTrue ? 0 : 1,
    cardIds: [event.id],
  };
}

/** Two events of different years (a tie would make both answers right), or null. */
function whichFirst(first: QuizEvent, events: readonly QuizEvent[], random: Random) {
  const other = shuffle(events, random).find((event) => event.year !== first.year);
  if (!other) return null;
  const pair = random() < 0.5 ? ([first, other] as const) : ([other, first] as const);
  return {
    view: { kind: 'which-first', events: pairText(pair) },
    correctChoice: pair[0].year < pair[1].year ? 0 : 1,
    cardIds: [pair[0].id, pair[1].id],
  } satisfies LiveQuestion;
}

function questionOf(
  kind: QuestionKind,
  event: QuizEvent,
  events: readonly QuizEvent[],
  random: Random,
): LiveQuestion {
  if (kind === 'true-false') return trueFalse(event, random);
  if (kind === 'which-first')
    return whichFirst(event, events, random) ?? guessYear(event, events, random);
  return guessYear(event, events, random);
}

/**
 * The game's questions, each about a different event while the deck lasts: one kind for a single
 * mode, a random mix of the three for master. Empty when the deck has no playable event.
 */
export function liveQuestions(
  events: readonly QuizEvent[],
  mode: LiveGameMode,
  random: Random,
  count: number = LIVE_GAME_LIMITS.questions,
): LiveQuestion[] {
  const asked = shuffle(events, random).slice(0, count);
  return asked.map((event) => {
    const kind = mode === 'master' ? MIXED_KINDS[Math.floor(random() * MIXED_KINDS.length)]! : mode;
    return questionOf(kind, event, events, random);
  });
}

export const choiceCount = (question: LiveQuestionView): number =>
  question.kind === 'guess-year' ? question.years.length : 2;

/** Points for a right answer: 1000 at once, down to 500 at the deadline; nothing for a wrong one. */
export function answerPoints(correct: boolean, elapsedMs: number, durationMs: number): number {
  if (!correct) return 0;
  const late = Math.min(Math.max(elapsedMs / durationMs, 0), 1);
  return Math.round(1000 * (1 - late / 2));
}

export interface LivePlayer {
  id: string;
  name: string;
  score: number;
  streak: number;
  bestStreak: number;
  correctCount: number;
  /** Per question asked so far: the cards it asked about and whether this player was right. */
  answers: readonly { cardIds: readonly string[]; correct: boolean }[];
}

interface GivenAnswer {
  choice: number;
  correct: boolean;
  points: number;
}

export interface LiveGameState {
  pin: string;
  deckTitle: string;
  mode: LiveGameMode;
  questions: readonly LiveQuestion[];
  phase: 'lobby' | 'question' | 'reveal' | 'finished';
  /** The current question, -1 in the lobby. */
  index: number;
  questionStartedAt: number;
  deadline: number;
  durationMs: number;
  /** In the order they joined. */
  players: readonly LivePlayer[];
  /** Answers to the current question, by player id. */
  given: Readonly<Record<string, GivenAnswer>>;
}

export function createLiveGame(setup: {
  pin: string;
  deckTitle: string;
  mode: LiveGameMode;
  questions: readonly LiveQuestion[];
  durationMs?: number;
}): LiveGameState {
  return {
    ...setup,
    durationMs: setup.durationMs ?? LIVE_GAME_LIMITS.questionSeconds * 1000,
    phase: 'lobby',
    index: -1,
    questionStartedAt: 0,
    deadline: 0,
    players: [],
    given: {},
  };
}

export type JoinOutcome =
  | { state: LiveGameState; joined: true }
  | { state: LiveGameState; joined: false; error: 'full' | 'nickname-taken' | 'not-found' };

/** Names compare without case or accents ("Élodie" is "elodie"), the same on every server. */
const names = new Intl.Collator('en', { sensitivity: 'base' });
const sameName = (a: string, b: string) => names.compare(a, b) === 0;

/**
 * A player joins at any point before the podium (a latecomer starts from zero); joining again under the
 * same id is a reconnection and changes nothing. Names are unique in a game (see `sameName`).
 */
export function joinLiveGame(
  state: LiveGameState,
  player: { id: string; name: string },
  maxPlayers: number = LIVE_GAME_LIMITS.players,
): JoinOutcome {
  if (state.players.some((existing) => existing.id === player.id)) return { state, joined: true };
  // A game that is over runs no more: only its players come back, to see the podium.
  if (state.phase === 'finished') return { state, joined: false, error: 'not-found' };
  if (state.players.length >= maxPlayers) return { state, joined: false, error: 'full' };
  if (state.players.some((existing) => sameName(existing.name, player.name))) {
    return { state, joined: false, error: 'nickname-taken' };
  }
  const joined: LivePlayer = {
    ...player,
    score: 0,
    streak: 0,
    bestStreak: 0,
    correctCount: 0,
    answers: [],
  };
  return { state: { ...state, players: [...state.players, joined] }, joined: true };
}

function openQuestion(state: LiveGameState, index: number, now: number): LiveGameState {
  return {
    ...state,
    phase: 'question',
    index,
    questionStartedAt: now,
    deadline: now + state.durationMs,
    given: {},
  };
}

/** Ends the current question: scores, streaks and each player's answer are settled. */
function revealAnswers(state: LiveGameState): LiveGameState {
  const question = state.questions[state.index]!;
  const players = state.players.map((player) => {
    const given = state.given[player.id];
    const correct = given?.correct ?? false;
    const streak = correct ? player.streak + 1 : 0;
    return {
      ...player,
      score: player.score + (given?.points ?? 0),
      streak,
      bestStreak: Math.max(player.bestStreak, streak),
      correctCount: player.correctCount + (correct ? 1 : 0),
      answers: [...player.answers, { cardIds: question.cardIds, correct }],
    };
  });
  return { ...state, phase: 'reveal', players };
}

/**
 * The host's one button: start the first question, show the answers early, go on to the next
 * question, and after the last one the podium. A finished game stays finished.
 */
export function advanceLiveGame(state: LiveGameState, now: number): LiveGameState {
  switch (state.phase) {
    case 'lobby':
      return state.questions.length === 0
        ? { ...state, phase: 'finished' }
        : openQuestion(state, 0, now);
    case 'question':
      return revealAnswers(state);
    case 'reveal':
      return state.index + 1 < state.questions.length
        ? openQuestion(state, state.index + 1, now)
        : { ...state, phase: 'finished' };
    case 'finished':
      return state;
  }
}

/** The deadline passed: the question closes as if the host had shown the answers. */
export function closeQuestionIfDue(state: LiveGameState, now: number): LiveGameState {
  return state.phase === 'question' && now >= state.deadline ? revealAnswers(state) : state;
}

export type AnswerOutcome = { state: LiveGameState; accepted: boolean };

/**
 * A player's answer counts once: to the open question, before its deadline, with a choice the
 * question offers. Anything else is ignored. Points wait for the reveal.
 */
export function answerLiveGame(
  state: LiveGameState,
  playerId: string,
  answer: { index: number; choice: number },
  now: number,
): AnswerOutcome {
  const question = state.questions[state.index];
  const acceptable =
    state.phase === 'question' &&
    question !== undefined &&
    answer.index === state.index &&
    now <= state.deadline &&
    state.players.some((player) => player.id === playerId) &&
    state.given[playerId] === undefined &&
    Number.isInteger(answer.choice) &&
    answer.choice >= 0 &&
    answer.choice < choiceCount(question.view);
  if (!acceptable) return { state, accepted: false };
  const correct = answer.choice === question.correctChoice;
  const points = answerPoints(correct, now - state.questionStartedAt, state.durationMs);
  return {
    state: {
      ...state,
      given: { ...state.given, [playerId]: { choice: answer.choice, correct, points } },
    },
    accepted: true,
  };
}

export const answerCount = (state: LiveGameState): number => Object.keys(state.given).length;

/** The choice a player gave to the current question, if any: a phone that reloads shows it again. */
export function givenAnswer(
  state: LiveGameState,
  playerId: string,
): { index: number; choice: number } | null {
  const given = state.given[playerId];
  return given ? { index: state.index, choice: given.choice } : null;
}

/** Every player has answered the open question, so it can close before the deadline. */
export const everyoneAnswered = (state: LiveGameState): boolean =>
  state.phase === 'question' &&
  state.players.length > 0 &&
  answerCount(state) >= state.players.length;

/** Highest score first; equal scores keep the order of joining. */
function standings(state: LiveGameState): LiveStanding[] {
  return state.players
    .map((player, order) => ({ player, order }))
    .sort((a, b) => b.player.score - a.player.score || a.order - b.order)
    .map(({ player }) => ({
      playerId: player.id,
      name: player.name,
      score: player.score,
      correct: state.given[player.id]?.correct ?? false,
      points: state.given[player.id]?.points ?? 0,
    }));
}

/** What every screen shows now. */
export function liveGameView(state: LiveGameState, now: number): LiveGameView {
  const { pin, deckTitle, mode } = state;
  const total = state.questions.length;
  const question = state.questions[state.index];
  if (state.phase === 'lobby') {
    return {
      phase: 'lobby',
      pin,
      deckTitle,
      mode,
      players: state.players.map((player) => player.name),
    };
  }
  if (state.phase === 'finished' || !question) {
    // The podium is about the whole game, not the last question's answers.
    const podium = standings({ ...state, given: {} });
    return { phase: 'finished', pin, deckTitle, mode, total, standings: podium };
  }
  if (state.phase === 'question') {
    return {
      phase: 'question',
      pin,
      deckTitle,
      mode,
      index: state.index,
      total,
      question: question.view,
      remainingMs: Math.max(state.deadline - now, 0),
      answerCount: answerCount(state),
      playerCount: state.players.length,
    };
  }
  const distribution = Array.from({ length: choiceCount(question.view) }, () => 0);
  for (const given of Object.values(state.given)) distribution[given.choice]! += 1;
  return {
    phase: 'reveal',
    pin,
    deckTitle,
    mode,
    index: state.index,
    total,
    question: question.view,
    correctChoice: question.correctChoice,
    distribution,
    standings: standings(state),
  };
}

/** Each player's game as a finished quiz: right answers out of the questions asked, and per card. */
export function livePlayerResults(state: LiveGameState) {
  return state.players.map((player) => ({
    playerId: player.id,
    score: player.correctCount,
    total: player.answers.length,
    bestStreak: player.bestStreak,
    answers: player.answers.flatMap(({ cardIds, correct }) =>
      cardIds.map((cardId) => ({ cardId, correct })),
    ),
  }));
}
