import { fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';
import type { CardState, MemoryState, ReviewRating } from '@chronodeck/contract';

const RATING_GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const CARD_STATE_CODES: Record<CardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

const cardStateOf = (code: State): CardState => {
  const state = (Object.keys(CARD_STATE_CODES) as CardState[]).find(
    (name) => CARD_STATE_CODES[name] === code,
  );
  if (!state) throw new Error(`unknown FSRS state ${code}`);
  return state;
};

/** One recorded review: the card's memory before it, the rating, and when it happened. */
export interface ReviewLogEntry {
  rating: ReviewRating;
  /** The card's state before this review ("review" marks a recall of a learned card). */
  state: CardState;
  /** When the card was due before this review. */
  due: string;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reviewedAt: string;
}

export interface ReviewOutcome {
  memory: MemoryState;
  log: ReviewLogEntry;
}

export interface SchedulerOptions {
  /** The probability of recall a card should have when it comes back (0.80–0.97 in the product). */
  desiredRetention: number;
  /** FSRS-6 weights; the defaults fit most learners until there are enough reviews to fit one's own. */
  weights?: readonly number[];
  /**
   * Spreads long intervals a little so cards learned together do not all come back on one day.
   * Seeded from the card and the time, so a review is still reproducible.
   */
  fuzz?: boolean;
}

const toCard = (memory: MemoryState): Card => ({
  due: new Date(memory.due),
  stability: memory.stability,
  difficulty: memory.difficulty,
  elapsed_days: 0,
  scheduled_days: memory.scheduledDays,
  learning_steps: memory.learningSteps,
  reps: memory.reps,
  lapses: memory.lapses,
  state: CARD_STATE_CODES[memory.state],
  last_review: memory.lastReview ? new Date(memory.lastReview) : undefined,
});

const toMemory = (card: Card): MemoryState => ({
  state: cardStateOf(card.state),
  due: card.due.toISOString(),
  stability: card.stability,
  difficulty: card.difficulty,
  reps: card.reps,
  lapses: card.lapses,
  learningSteps: card.learning_steps,
  scheduledDays: card.scheduled_days,
  lastReview: card.last_review ? card.last_review.toISOString() : null,
});

/** The memory of a card never reviewed, due at once. */
export const newMemory = (now: Date): MemoryState => ({
  state: 'new',
  due: now.toISOString(),
  stability: 0,
  difficulty: 0,
  reps: 0,
  lapses: 0,
  learningSteps: 0,
  scheduledDays: 0,
  lastReview: null,
});

/**
 * FSRS-6 (ts-fsrs) with Anki's short-term steps: 1 and 10 minutes while learning, 10 minutes after
 * a lapse. `now` is always passed in, so schedules are reproducible and testable.
 */
export function createScheduler(options: SchedulerOptions) {
  const scheduler = fsrs({
    request_retention: options.desiredRetention,
    enable_fuzz: options.fuzz ?? true,
    enable_short_term: true,
    learning_steps: ['1m', '10m'],
    relearning_steps: ['10m'],
    ...(options.weights ? { w: [...options.weights] } : {}),
  });

  return {
    /** The card's memory after this rating, and the log of the review. */
    review(memory: MemoryState | null, rating: ReviewRating, now: Date): ReviewOutcome {
      const { card, log } = scheduler.next(
        toCard(memory ?? newMemory(now)),
        now,
        RATING_GRADES[rating],
      );
      return {
        memory: toMemory(card),
        log: {
          rating,
          state: cardStateOf(log.state),
          due: log.due.toISOString(),
          stability: log.stability,
          difficulty: log.difficulty,
          scheduledDays: log.scheduled_days,
          learningSteps: log.learning_steps,
          reviewedAt: log.review.toISOString(),
        },
      };
    },

    /** When the card would come back after each rating, in milliseconds from `now` (the buttons' labels). */
    intervals(memory: MemoryState | null, now: Date): Record<ReviewRating, number> {
      const preview = scheduler.repeat(toCard(memory ?? newMemory(now)), now);
      const after = (rating: ReviewRating) =>
        preview[RATING_GRADES[rating]].card.due.getTime() - now.getTime();
      return {
        again: after('again'),
        hard: after('hard'),
        good: after('good'),
        easy: after('easy'),
      };
    },

    /** The probability the student still recalls the card at `now` (0 for a card never reviewed). */
    recall(memory: MemoryState, now: Date): number {
      return scheduler.get_retrievability(toCard(memory), now, false);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
