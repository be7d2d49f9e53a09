import * as z from 'zod/mini';
import {
  CardStateSchema,
  CATALOGUE_CATEGORIES,
  DEFAULT_STUDY_SETTINGS,
  MemoryStateSchema,
  ReviewRatingSchema,
  type CatalogueCategory,
  type CatalogueEvent,
  type ReviewDeck,
  type ReviewRating,
  type StudyStats,
  isInCategory,
} from '@chronodeck/contract';
import {
  addDays,
  createScheduler,
  dayOf,
  REVIEW_HISTORY_DAYS,
  selectDueCards,
  studyStats,
  type ReviewTally,
} from '@chronodeck/srs';
import { localStore } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { newClientId } from '../offline/client-id';
import type { ReviewBackend, ReviewCard } from './review-backend';

/** Enough history for a year of daily study; older reviews give way first. */
export const GUEST_LOG_LIMIT = 10_000;

const GuestLogEntrySchema = z.object({
  reviewId: z.string(),
  cardId: z.string(),
  rating: ReviewRatingSchema,
  state: CardStateSchema,
  reviewedAt: z.string(),
});
const GuestReviewsSchema = z.object({
  memories: z.record(z.string(), MemoryStateSchema),
  log: z.array(GuestLogEntrySchema),
});
type GuestReviews = z.infer<typeof GuestReviewsSchema>;

/** The guest's memory from browser storage; anything unreadable starts afresh rather than failing. */
function loadGuestReviews(): GuestReviews {
  const stored = localStore.get(STORAGE_KEYS.guestReviews);
  if (!stored) return { memories: {}, log: [] };
  try {
    const parsed = GuestReviewsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : { memories: {}, log: [] };
  } catch {
    return { memories: {}, log: [] };
  }
}

const saveGuestReviews = (reviews: GuestReviews) =>
  localStore.set(
    STORAGE_KEYS.guestReviews,
    JSON.stringify({ ...reviews, log: reviews.log.slice(-GUEST_LOG_LIMIT) }),
  );

const categoryDeck = (category: CatalogueCategory, title: string): ReviewDeck => ({
  _id: category,
  title,
  shared: false,
  className: null,
});

/**
 * A guest's reviews of the catalogue, one deck per category, kept in this browser with the same
 * scheduler, due list and statistics as an account's.
 */
export function guestReviews(
  catalogue: readonly CatalogueEvent[],
  categoryTitle: (category: CatalogueCategory) => string,
  now: () => Date = () => new Date(),
): ReviewBackend {
  const scheduler = createScheduler({ desiredRetention: DEFAULT_STUDY_SETTINGS.desiredRetention });
  const decks = CATALOGUE_CATEGORIES.map((category) =>
    categoryDeck(category, categoryTitle(category)),
  );
  const deckOf = new Map(decks.map((deck) => [deck._id, deck]));
  const catalogueIds = new Set(catalogue.map((event) => event._id));

  const cards = (memories: GuestReviews['memories'], deckId?: string): ReviewCard[] =>
    catalogue
      .filter((event) => deckId === undefined || isInCategory(event, deckId))
      .map((event) => ({
        key: event._id,
        year: event.year,
        title: event.title,
        description: event.description,
        deck: deckOf.get(event.category) ?? categoryDeck(event.category, event.category),
        memory: memories[event._id] ?? null,
      }));

  const record = (reviewId: string, cardId: string, rating: ReviewRating) => {
    const reviews = loadGuestReviews();
    const done = reviews.log.some((entry) => entry.reviewId === reviewId);
    if (!done && catalogueIds.has(cardId)) {
      const { memory, log } = scheduler.review(reviews.memories[cardId] ?? null, rating, now());
      reviews.memories[cardId] = memory;
      reviews.log.push({ reviewId, cardId, rating, state: log.state, reviewedAt: log.reviewedAt });
      saveGuestReviews(reviews);
    }
    return reviews.memories[cardId];
  };

  return {
    kind: 'guest',
    decks: () => decks,
    due(deckId, timeZone) {
      const reviews = loadGuestReviews();
      const today = dayOf(now(), timeZone);
      const introducedToday = reviews.log.filter(
        (entry) => entry.state === 'new' && dayOf(new Date(entry.reviewedAt), timeZone) === today,
      ).length;
      const selection = selectDueCards(cards(reviews.memories, deckId), now(), {
        dailyNewCards: DEFAULT_STUDY_SETTINGS.dailyNewCards,
        introducedToday,
      });
      return Promise.resolve({ ...selection, settings: DEFAULT_STUDY_SETTINGS });
    },
    rate({ reviewId, cardKey, rating }) {
      const memory = record(reviewId, cardKey, rating);
      return memory ? Promise.resolve(memory) : Promise.reject(new Error('not a catalogue card'));
    },
    keepGuestQuizAnswers(answers) {
      for (const { cardId, correct } of answers)
        record(newClientId(), cardId, correct ? 'good' : 'again');
    },
    stats(timeZone) {
      return Promise.resolve(guestStats(loadGuestReviews(), cards, now(), timeZone));
    },
  };
}

/**
 * A guest's figures from the log in the browser. Only cards already studied are counted: listing
 * every catalogue category with hundreds of new cards would bury what they did.
 */
function guestStats(
  reviews: GuestReviews,
  cardsOf: (memories: GuestReviews['memories']) => ReviewCard[],
  now: Date,
  timeZone: string,
): StudyStats {
  const today = dayOf(now, timeZone);
  const historyStart = addDays(today, 1 - REVIEW_HISTORY_DAYS);
  const reviewDays = reviews.log.map((entry) => dayOf(new Date(entry.reviewedAt), timeZone));
  const reviewsPerDay = new Map<string, number>();
  const tallies: ReviewTally[] = [];
  reviews.log.forEach((entry, index) => {
    const day = reviewDays[index]!;
    if (day < historyStart) return;
    reviewsPerDay.set(day, (reviewsPerDay.get(day) ?? 0) + 1);
    tallies.push({ day, state: entry.state, rating: entry.rating, count: 1 });
  });
  const cards = cardsOf(reviews.memories).filter((card) => card.memory);
  return studyStats({ today, timeZone, cards, reviewsPerDay, reviewDays, tallies });
}
