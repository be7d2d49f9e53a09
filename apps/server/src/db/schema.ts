import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased, so uniqueness is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Language of the mails the account receives: the interface language at registration,
     * refreshed at each sign-in, so mails someone else triggers still reach them in theirs.
     */
    language: text('language').notNull().default('en'),
    /** Study settings (StudySettingsSchema): the recall probability reviews aim for, new cards a day. */
    desiredRetention: doublePrecision('desired_retention').notNull().default(0.9),
    dailyNewCards: integer('daily_new_cards').notNull().default(20),
    /**
     * Raised by the database (triggers of migration 0010) whenever the account's decks or their
     * cards change, in the same transaction: a deck list read at this version is still current
     * while it holds (db/list-cache.ts).
     */
    decksVersion: bigint('decks_version', { mode: 'number' }).notNull().default(0),
    /** The same for the account's own timeline events. */
    timelineVersion: bigint('timeline_version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the token: a leaked table does not hand out live sessions. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at sign-in (truncated), to name the device in the sessions list. */
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/**
 * The columns of a single-use link mailed to someone (verification, password reset, e-mail change):
 * stored only as its SHA-256, spent once, expiring. A function, so each table gets its own builders.
 */
const linkTokenColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    ...linkTokenColumns(),
  },
  (table) => [
    uniqueIndex('email_verification_tokens_hash_unique').on(table.tokenHash),
    index('email_verification_tokens_user_id_idx').on(table.userId),
  ],
);

/** Single-use links of "Forgot your password?"; a newer one replaces the unused ones before it. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    ...linkTokenColumns(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_id_idx').on(table.userId),
  ],
);

/**
 * A requested change of e-mail address, waiting for its link to be followed from the new address;
 * the account's address changes only then.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    ...linkTokenColumns(),
    /** Lower-cased like `users.email`. */
    newEmail: text('new_email').notNull(),
  },
  (table) => [
    uniqueIndex('email_change_tokens_hash_unique').on(table.tokenHash),
    index('email_change_tokens_user_id_idx').on(table.userId),
  ],
);

/**
 * Answers of the AI layer, keyed by a hash of (operation, normalised input, language, provider,
 * model), so a repeated request is served without calling the provider again. Bounded by age
 * (`created_at`) and by total size (`size_bytes`), evicting the least recently used
 * (`last_used_at`) first; see ai-cache.repository.ts.
 */
export const aiResponses = pgTable(
  'ai_responses',
  {
    cacheKey: text('cache_key').primaryKey(),
    operation: text('operation').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    language: text('language').notNull(),
    response: jsonb('response').notNull(),
    /** The stored answer's size in bytes, as JSON. */
    sizeBytes: integer('size_bytes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Refreshed by a hit, at most every few minutes. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ai_responses_last_used_idx').on(table.lastUsedAt),
    index('ai_responses_created_idx').on(table.createdAt),
  ],
);

/**
 * The columns every dated event record shares (SPEC.md §3: title, year, category, description,
 * summary, links, disableAI, bulletPointsSummary). A function, so each table gets its own builders.
 */
const eventColumns = () => ({
  title: text('title').notNull(),
  year: integer('year').notNull(),
  category: text('category').notNull().default(''),
  description: text('description').notNull().default(''),
  summary: text('summary').notNull().default(''),
  links: text('links')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  disableAI: boolean('disable_ai').notNull().default(false),
  bulletPointsSummary: boolean('bullet_points_summary').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A student's own timeline ("My Study Events"). */
export const timelineEvents = pgTable(
  'timeline_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...eventColumns(),
  },
  (table) => [index('timeline_events_user_idx').on(table.userId, table.year)],
);

/** A student's named study collection; titles are unique per owner, since calls address decks by title. */
export const decks = pgTable(
  'decks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('decks_owner_title_unique').on(table.ownerId, table.title)],
);

/** A card in a deck: a copy of the event, so editing the timeline later does not rewrite decks. */
export const deckEvents = pgTable(
  'deck_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deckId: uuid('deck_id')
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    ...eventColumns(),
  },
  (table) => [index('deck_events_deck_idx').on(table.deckId, table.createdAt)],
);

/**
 * A teacher's class. Its id is also the class code students type to join (short, unguessable,
 * without look-alike characters), so it is text rather than a uuid.
 */
export const classes = pgTable(
  'classes',
  {
    id: text('id').primaryKey(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subject: text('subject').notNull().default(''),
    yearGroup: text('year_group').notNull().default(''),
    /**
     * Raised by the database (migration 0010) whenever what the class shows its students as shared
     * decks changes: its decks, their cards, its title or its teacher's name.
     */
    decksVersion: bigint('decks_version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('classes_teacher_idx').on(table.teacherId)],
);

/** Students who joined a class with its code. */
export const classMembers = pgTable(
  'class_members',
  {
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.studentId] }),
    index('class_members_student_idx').on(table.studentId),
  ],
);

/** The dated events a teacher adds to a class. */
export const classEvents = pgTable(
  'class_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    ...eventColumns(),
  },
  (table) => [index('class_events_class_idx').on(table.classId, table.year)],
);

/** A class's named deck, shared read-only with its students; addressed by title within the class. */
export const classDecks = pgTable(
  'class_decks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('class_decks_class_title_unique').on(table.classId, table.title)],
);

/** A card in a class deck: a copy of the event, like a student's deck card. */
export const classDeckEvents = pgTable(
  'class_deck_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deckId: uuid('deck_id')
      .notNull()
      .references(() => classDecks.id, { onDelete: 'cascade' }),
    ...eventColumns(),
  },
  (table) => [index('class_deck_events_deck_idx').on(table.deckId, table.createdAt)],
);

/**
 * A finished quiz game of a signed-in student ("My results" on the quiz setup screen). A game on a
 * class's shared deck, alone or live in class, is recorded with the class for its teacher's results;
 * the student's own list keeps it if the class or the deck goes.
 */
export const quizResults = pgTable(
  'quiz_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    deckTitle: text('deck_title').notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    bestStreak: integer('best_streak').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    classId: text('class_id').references(() => classes.id, { onDelete: 'set null' }),
    classDeckId: uuid('class_deck_id').references(() => classDecks.id, { onDelete: 'set null' }),
    /** 'solo' for a game played alone, 'live' for one the teacher ran in class. */
    playedAs: text('played_as').notNull().default('solo'),
    /** The id the browser gave the game, so one sent again (after being offline) is stored once. */
    clientResultId: uuid('client_result_id'),
  },
  (table) => [
    index('quiz_results_user_idx').on(table.userId, table.finishedAt),
    uniqueIndex('quiz_results_client_idx').on(table.userId, table.clientResultId),
    index('quiz_results_class_idx').on(table.classId, table.finishedAt),
  ],
);

/** Each answer of a finished game on a card, in the order given: which event, right or wrong. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    resultId: uuid('result_id')
      .notNull()
      .references(() => quizResults.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    cardId: uuid('card_id').notNull(),
    correct: boolean('correct').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.resultId, table.position] }),
    index('quiz_answers_card_idx').on(table.cardId),
  ],
);

/**
 * What a student remembers of one card (FSRS memory state, see @chronodeck/srs). A card is either
 * one of their own deck's or one of a class deck they see; the matching foreign key removes the
 * memory with the card, and `card_id` repeats it so one key finds either kind.
 */
export const cardMemories = pgTable(
  'card_memories',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id').notNull(),
    deckCardId: uuid('deck_card_id').references(() => deckEvents.id, { onDelete: 'cascade' }),
    classDeckCardId: uuid('class_deck_card_id').references(() => classDeckEvents.id, {
      onDelete: 'cascade',
    }),
    state: text('state').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.cardId] }),
    index('card_memories_user_due_idx').on(table.userId, table.due),
    index('card_memories_deck_card_idx').on(table.deckCardId),
    index('card_memories_class_deck_card_idx').on(table.classDeckCardId),
    check(
      'card_memories_one_card',
      sql`num_nonnulls(${table.deckCardId}, ${table.classDeckCardId}) = 1 and ${table.cardId} = coalesce(${table.deckCardId}, ${table.classDeckCardId})`,
    ),
  ],
);

/**
 * Every review a student made, from flashcards or a quiz: the card's memory before it, the rating
 * and the time. Kept when a card is deleted (it is the student's study history, and true
 * retention and the streak read it); removed with the account.
 */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Chosen by the client for a review, so a retried request is recorded once. */
    reviewId: uuid('review_id').notNull(),
    cardId: uuid('card_id').notNull(),
    source: text('source').notNull(),
    rating: text('rating').notNull(),
    state: text('state').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    /** When the review was made; earlier than `recordedAt` for one made offline. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    /** When the server stored it: the daily limit counts these, whatever time a review claims. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_logs_user_review_unique').on(table.userId, table.reviewId),
    index('review_logs_user_time_idx').on(table.userId, table.reviewedAt),
    index('review_logs_user_recorded_idx').on(table.userId, table.recordedAt),
  ],
);
