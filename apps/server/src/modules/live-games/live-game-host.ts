import { randomBytes, randomInt } from 'node:crypto';
import {
  LIVE_GAME_LIMITS,
  LIVE_GAME_PIN_LENGTH,
  type LiveGameError,
  type LiveGameMode,
  type LiveGameView,
  type LiveJoinReply,
} from '@chronodeck/contract';
import {
  advanceLiveGame,
  answerCount,
  answerLiveGame,
  closeQuestionIfDue,
  createLiveGame,
  everyoneAnswered,
  givenAnswer,
  joinLiveGame,
  liveGameView,
  livePlayerResults,
  type LiveGameState,
  type LiveQuestion,
} from '@chronodeck/quiz';

/** Who is behind a socket: an account (with its roles) or a guest. */
export type LiveIdentity = { userId: string; name: string; isStudent: boolean } | { guest: true };

/** What a socket asks of a game; any instance may receive it, the game's owner answers it. */
export type LiveCommand =
  | { kind: 'exists'; pin: string }
  | { kind: 'join'; pin: string; identity: LiveIdentity; nickname?: string; resumeToken?: string }
  | { kind: 'host'; pin: string; userId: string }
  | { kind: 'answer'; pin: string; playerId: string; index: number; choice: number }
  | { kind: 'advance'; pin: string; userId: string };

export type HostReply = { ok: true; view: LiveGameView } | { ok: false; error: LiveGameError };
/** What the game's owner answers to each kind of command. */
interface LiveReplies {
  exists: true;
  join: LiveJoinReply;
  host: HostReply;
  answer: { accepted: boolean };
  advance: { ok: boolean };
}
export type LiveReply<C extends LiveCommand> = LiveReplies[C['kind']];
export type LiveCommandReply = LiveReplies[LiveCommand['kind']];

/** A game this instance runs, with what only the server knows about its players. */
interface HostedGame {
  state: LiveGameState;
  hostId: string;
  classId: string;
  classDeckId: string;
  allowGuests: boolean;
  /** Account id → player id, so a student who reconnects takes back their place. */
  accounts: Map<string, string>;
  /** A guest's secret resume token → player id. */
  resumeTokens: Map<string, string>;
  closeTimer: NodeJS.Timeout | undefined;
  answersTimer: NodeJS.Timeout | undefined;
  lastActivity: number;
}

export interface GameSetup {
  hostId: string;
  classId: string;
  classDeckId: string;
  deckTitle: string;
  mode: LiveGameMode;
  allowGuests: boolean;
  questions: readonly LiveQuestion[];
}

/** A finished game's result for one student, to be saved with the class. */
export interface LiveResult {
  userId: string;
  classId: string;
  classDeckId: string;
  mode: LiveGameMode;
  deckTitle: string;
  score: number;
  total: number;
  bestStreak: number;
  answers: { cardId: string; correct: boolean }[];
}

export interface LiveGameHostDeps {
  now: () => number;
  /** Sends a view to every screen of the game, on every instance. */
  publish: (pin: string, view: LiveGameView) => void;
  publishAnswers: (pin: string, progress: { index: number; answerCount: number }) => void;
  /** Whether the account is a student of the class now. */
  isMember: (classId: string, userId: string) => Promise<boolean>;
  saveResults: (results: readonly LiveResult[]) => Promise<void>;
  /** Answer counts reach the projector at most this often. */
  answersIntervalMs?: number;
  durationMs?: number;
}

/** Games one teacher runs at once on an instance; starting another ends the oldest. */
export const MAX_GAMES_PER_HOST = 3;

const token = (bytes: number) => randomBytes(bytes).toString('hex');
const FINISHED_KEPT_MS = 10 * 60 * 1000;

/**
 * The live games this instance owns: each one's state machine (@chronodeck/quiz live-game), its
 * deadline timer and who its players are. Every change is published to all the game's screens.
 */
export function createLiveGameHost(deps: LiveGameHostDeps) {
  const games = new Map<string, HostedGame>();
  const answersIntervalMs = deps.answersIntervalMs ?? 200;

  function publishView(pin: string, game: HostedGame) {
    deps.publish(pin, liveGameView(game.state, deps.now()));
  }

  function finish(game: HostedGame) {
    const results: LiveResult[] = [];
    const byPlayer = new Map(livePlayerResults(game.state).map((r) => [r.playerId, r]));
    for (const [userId, playerId] of game.accounts) {
      const result = byPlayer.get(playerId);
      if (!result || result.total === 0) continue;
      const { score, total, bestStreak, answers } = result;
      const { classId, classDeckId } = game;
      const { mode, deckTitle } = game.state;
      results.push({
        userId,
        classId,
        classDeckId,
        mode,
        deckTitle,
        score,
        total,
        bestStreak,
        answers,
      });
    }
    void deps.saveResults(results);
  }

  /** Closes the open question at its deadline; a timer firing a little early waits again. */
  function armDeadline(pin: string, game: HostedGame) {
    clearTimeout(game.closeTimer);
    game.closeTimer = setTimeout(
      () => {
        const closed = closeQuestionIfDue(game.state, deps.now());
        if (closed === game.state && game.state.phase === 'question') armDeadline(pin, game);
        else update(pin, game, closed);
      },
      Math.max(game.state.deadline - deps.now(), 0) + 10,
    );
    game.closeTimer.unref();
  }

  /** Applies a change, then times the question, publishes, and saves a game that just ended. */
  function update(pin: string, game: HostedGame, next: LiveGameState) {
    const previous = game.state;
    if (next === previous) return;
    game.state = next;
    game.lastActivity = deps.now();
    if (next.phase === 'question' && previous.phase !== 'question') {
      armDeadline(pin, game);
    }
    if (next.phase !== 'question') clearTimeout(game.closeTimer);
    publishView(pin, game);
    if (next.phase === 'finished' && previous.phase !== 'finished') finish(game);
  }

  function reportAnswers(pin: string, game: HostedGame) {
    if (game.answersTimer) return;
    game.answersTimer = setTimeout(() => {
      game.answersTimer = undefined;
      if (game.state.phase !== 'question') return;
      deps.publishAnswers(pin, { index: game.state.index, answerCount: answerCount(game.state) });
    }, answersIntervalMs);
    game.answersTimer.unref();
  }

  async function join(
    game: HostedGame,
    command: Extract<LiveCommand, { kind: 'join' }>,
  ): Promise<LiveJoinReply> {
    const { identity } = command;
    let playerId: string | undefined;
    let name: string;
    if ('userId' in identity) {
      if (!identity.isStudent || !(await deps.isMember(game.classId, identity.userId))) {
        return { ok: false, error: 'not-allowed' };
      }
      playerId = game.accounts.get(identity.userId);
      name = identity.name;
    } else {
      if (!game.allowGuests) return { ok: false, error: 'not-allowed' };
      playerId = command.resumeToken ? game.resumeTokens.get(command.resumeToken) : undefined;
      name = command.nickname?.trim() ?? '';
      if (!playerId && name === '') return { ok: false, error: 'nickname-required' };
    }
    const resumeToken = token(16);
    if (playerId) {
      game.resumeTokens.set(resumeToken, playerId);
      return {
        ok: true,
        playerId,
        resumeToken,
        view: liveGameView(game.state, deps.now()),
        answer: givenAnswer(game.state, playerId),
      };
    }
    const id = token(6);
    let outcome = joinLiveGame(game.state, { id, name });
    // Two students may share a name; a guest must pick another nickname.
    for (
      let copy = 2;
      'userId' in identity && !outcome.joined && outcome.error === 'nickname-taken';
      copy++
    ) {
      outcome = joinLiveGame(game.state, { id, name: `${name} (${copy})` });
    }
    if (!outcome.joined) return { ok: false, error: outcome.error };
    if ('userId' in identity) game.accounts.set(identity.userId, id);
    game.resumeTokens.set(resumeToken, id);
    update(command.pin, game, outcome.state);
    return {
      ok: true,
      playerId: id,
      resumeToken,
      view: liveGameView(game.state, deps.now()),
      answer: null,
    };
  }

  async function answer(command: LiveCommand): Promise<LiveCommandReply | null> {
    const game = games.get(command.pin);
    if (!game) return null;
    switch (command.kind) {
      case 'exists':
        return true;
      case 'join':
        return join(game, command);
      case 'host':
        return command.userId === game.hostId
          ? { ok: true, view: liveGameView(game.state, deps.now()) }
          : { ok: false, error: 'not-found' };
      case 'answer': {
        const { playerId, index, choice } = command;
        const outcome = answerLiveGame(game.state, playerId, { index, choice }, deps.now());
        if (!outcome.accepted) return { accepted: false };
        game.state = outcome.state;
        if (everyoneAnswered(game.state))
          update(command.pin, game, advanceLiveGame(game.state, deps.now()));
        else reportAnswers(command.pin, game);
        return { accepted: true };
      }
      case 'advance':
        if (command.userId !== game.hostId) return { ok: false };
        update(command.pin, game, advanceLiveGame(game.state, deps.now()));
        return { ok: true };
    }
  }

  return {
    /** A fresh PIN no game of this instance uses (`taken` asks the other instances). */
    async newPin(taken: (pin: string) => Promise<boolean>): Promise<string> {
      for (;;) {
        const pin = String(randomInt(0, 10 ** LIVE_GAME_PIN_LENGTH)).padStart(
          LIVE_GAME_PIN_LENGTH,
          '0',
        );
        if (!games.has(pin) && !(await taken(pin))) return pin;
      }
    },

    start(pin: string, setup: GameSetup): void {
      const { hostId, classId, classDeckId, allowGuests, deckTitle, mode, questions } = setup;
      const running = [...games].filter(
        ([, game]) => game.hostId === hostId && game.state.phase !== 'finished',
      );
      // Map order is the order of starting: the oldest go first.
      for (const [oldPin, old] of running.slice(
        0,
        Math.max(running.length - MAX_GAMES_PER_HOST + 1, 0),
      )) {
        update(oldPin, old, { ...old.state, phase: 'finished' });
      }
      games.set(pin, {
        state: createLiveGame({ pin, deckTitle, mode, questions, durationMs: deps.durationMs }),
        hostId,
        classId,
        classDeckId,
        allowGuests,
        accounts: new Map(),
        resumeTokens: new Map(),
        closeTimer: undefined,
        answersTimer: undefined,
        lastActivity: deps.now(),
      });
    },

    /** Answers a command about one of this instance's games; null when the game is not here. */
    handle: <C extends LiveCommand>(command: C) =>
      // Each case of `answer` returns the reply of its own kind of command.
      answer(command) as Promise<LiveReply<C> | null>,

    /** Drops games nobody advanced for too long, and finished ones after a while. */
    sweep(): void {
      const now = deps.now();
      for (const [pin, game] of games) {
        const idleFor = now - game.lastActivity;
        const done = game.state.phase === 'finished' && idleFor > FINISHED_KEPT_MS;
        if (done || idleFor > LIVE_GAME_LIMITS.idleMinutes * 60 * 1000) {
          clearTimeout(game.closeTimer);
          clearTimeout(game.answersTimer);
          games.delete(pin);
        }
      }
    },

    close(): void {
      for (const game of games.values()) {
        clearTimeout(game.closeTimer);
        clearTimeout(game.answersTimer);
      }
      games.clear();
    },
  };
}

export type LiveGameHost = ReturnType<typeof createLiveGameHost>;
