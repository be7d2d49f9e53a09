import * as z from 'zod/mini';
import { EVENT_LIMITS } from './dated-events';

/** The quiz modes a class can play live: questions answered by a tap on a phone. */
export const LIVE_GAME_MODES = ['guess-year', 'which-first', 'true-false', 'master'] as const;
export const LiveGameModeSchema = z.enum(LIVE_GAME_MODES);
export type LiveGameMode = z.infer<typeof LiveGameModeSchema>;

export const LIVE_GAME_LIMITS = {
  /** Questions in a game, fewer when the deck is small. */
  questions: 10,
  /** Seconds to answer each question. */
  questionSeconds: 20,
  /** Players in one game. */
  players: 300,
  nickname: 24,
  /** A game nobody advances for this long is dropped. */
  idleMinutes: 120,
} as const;

/** Game PINs: six digits, like a classroom quiz on a projector. */
export const LIVE_GAME_PIN_LENGTH = 6;
export const LiveGamePinSchema = z
  .string()
  .check(z.regex(/^\d{6}$/, 'Please enter the 6-digit game PIN.'));

/** Starting a live game on one of the class's decks. */
export const LiveGameInputSchema = z.object({
  deckTitle: z.string().check(z.minLength(1), z.maxLength(EVENT_LIMITS.deckTitle)),
  mode: LiveGameModeSchema,
  /** Whether people without an account may join with a nickname. */
  allowGuests: z.optional(z.boolean()),
});
export type LiveGameInput = z.input<typeof LiveGameInputSchema>;

export const LiveGameCreatedSchema = z.object({
  pin: z.string(),
  /** The web page players open, with the PIN filled in. */
  joinPath: z.string(),
});
export type LiveGameCreated = z.infer<typeof LiveGameCreatedSchema>;

/** A question as every screen shows it: nothing in it gives the answer away. */
export type LiveQuestionView =
  | { kind: 'guess-year'; title: string; description: string; years: number[] }
  | {
      kind: 'which-first';
      events: readonly [
        { title: string; description: string },
        { title: string; description: string },
      ];
    }
  /** "{title} happened in {year}": choice 0 is true, 1 is false. */
  | { kind: 'true-false'; title: string; year: number };

/** A player on the leaderboard, under the id the game gave them. */
export interface LiveStanding {
  playerId: string;
  name: string;
  score: number;
  /** At a reveal: whether their answer to this question was right, and the points it earned. */
  correct: boolean;
  points: number;
}

/** What every screen in the game receives at each step; the projector and phones draw from it. */
export type LiveGameView =
  | { phase: 'lobby'; pin: string; deckTitle: string; mode: LiveGameMode; players: string[] }
  | {
      phase: 'question';
      pin: string;
      deckTitle: string;
      mode: LiveGameMode;
      index: number;
      total: number;
      question: LiveQuestionView;
      /** Milliseconds the question has left when this view was sent (clocks differ per device). */
      remainingMs: number;
      answerCount: number;
      playerCount: number;
    }
  | {
      phase: 'reveal';
      pin: string;
      deckTitle: string;
      mode: LiveGameMode;
      index: number;
      total: number;
      question: LiveQuestionView;
      correctChoice: number;
      /** How many chose each choice. */
      distribution: number[];
      standings: LiveStanding[];
    }
  | {
      phase: 'finished';
      pin: string;
      deckTitle: string;
      mode: LiveGameMode;
      total: number;
      standings: LiveStanding[];
    };

/** Why a join or an action was refused. */
export const LIVE_GAME_ERRORS = [
  'not-found',
  'not-allowed',
  'nickname-required',
  'nickname-taken',
  'full',
  'unavailable',
] as const;
export type LiveGameError = (typeof LIVE_GAME_ERRORS)[number];

export const LiveJoinSchema = z.object({
  pin: LiveGamePinSchema,
  /** Guests only; an account plays under its name. */
  nickname: z.optional(z.string().check(z.trim(), z.maxLength(LIVE_GAME_LIMITS.nickname))),
  /** Given at a guest's first join, so a reconnecting guest takes back their place. */
  resumeToken: z.optional(z.string().check(z.maxLength(64))),
});
export type LiveJoin = z.infer<typeof LiveJoinSchema>;

export const LiveAnswerSchema = z.object({
  index: z.number().check(z.int(), z.gte(0)),
  choice: z.number().check(z.int(), z.gte(0), z.lte(3)),
});
export type LiveAnswer = z.infer<typeof LiveAnswerSchema>;

/**
 * The answer to a join: the player's game id and, when they come back, the answer they already
 * gave to the current question; or why they cannot play.
 */
export type LiveJoinReply =
  | {
      ok: true;
      playerId: string;
      resumeToken: string;
      view: LiveGameView;
      answer: LiveAnswer | null;
    }
  | { ok: false; error: LiveGameError };

/** Events of the live-game namespace. */
export interface LiveServerToClientEvents {
  'live:view': (view: LiveGameView) => void;
  /** To the projector: answers so far to the current question (sent at most a few times a second). */
  'live:answers': (progress: { index: number; answerCount: number }) => void;
}
export interface LiveClientToServerEvents {
  'live:join': (join: unknown, reply: (result: LiveJoinReply) => void) => void;
  'live:host': (
    host: unknown,
    reply: (result: { ok: true; view: LiveGameView } | { ok: false; error: LiveGameError }) => void,
  ) => void;
  /** A player's answer; `accepted` is false past the deadline, for a second answer or a bad choice. */
  'live:answer': (answer: unknown, reply: (result: { accepted: boolean }) => void) => void;
  /** Host only: start, show the answers, next question, podium. */
  'live:advance': (reply: (result: { ok: boolean }) => void) => void;
}
