import type {
  CardState,
  DayCount,
  DayRetention,
  DeckDueSummary,
  MemoryState,
  ReviewDeck,
  ReviewRating,
  StudyStats,
} from '@chronodeck/contract';
import { addDays, dayOf, daysFrom } from './study-days';

/** How many days the reviews plot shows, and how far the forecast looks. */
export const REVIEW_HISTORY_DAYS = 30;
export const FORECAST_DAYS = 14;

/** Every day of the range with its count, zero where nothing happened. */
export function countsByDay(
  counts: ReadonlyMap<string, number>,
  first: string,
  days: number,
): DayCount[] {
  return daysFrom(first, days).map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

/** Reviews per day over the last REVIEW_HISTORY_DAYS days, today last. */
export const reviewHistory = (counts: ReadonlyMap<string, number>, today: string): DayCount[] =>
  countsByDay(counts, addDays(today, 1 - REVIEW_HISTORY_DAYS), REVIEW_HISTORY_DAYS);

/**
 * Cards coming due on each of the next FORECAST_DAYS days; cards already overdue (any day before
 * today) are due today.
 */
export function dueForecast(dueDays: readonly string[], today: string): DayCount[] {
  const counts = new Map<string, number>();
  for (const day of dueDays) {
    const shown = day < today ? today : day;
    counts.set(shown, (counts.get(shown) ?? 0) + 1);
  }
  return countsByDay(counts, today, FORECAST_DAYS);
}

export interface StudyStreak {
  current: number;
  longest: number;
}

/**
 * Days in a row with a review. The current streak ends today, or yesterday while today's first
 * review is still to come, so a streak does not read 0 every morning.
 */
export function studyStreak(reviewDays: Iterable<string>, today: string): StudyStreak {
  const days = new Set(reviewDays);
  let longest = 0;
  for (const day of days) {
    if (days.has(addDays(day, -1))) continue;
    let length = 1;
    while (days.has(addDays(day, length))) length += 1;
    longest = Math.max(longest, length);
  }
  let current = 0;
  let day = days.has(today) ? today : addDays(today, -1);
  while (days.has(day)) {
    current += 1;
    day = addDays(day, -1);
  }
  return { current, longest };
}

/** Reviews of one calendar day tallied by the card's state before the review and the rating given. */
export interface ReviewTally {
  day: string;
  state: CardState;
  rating: ReviewRating;
  count: number;
}

/**
 * True retention, as Anki measures it: of the reviews of cards past their learning steps, how many
 * were recalled (anything but "again"). Learning steps are left out: they test minutes-old memory.
 */
export function trueRetention(tallies: Iterable<ReviewTally>): {
  reviews: number;
  recalled: number;
} {
  let reviews = 0;
  let recalled = 0;
  for (const tally of tallies) {
    if (tally.state !== 'review') continue;
    reviews += tally.count;
    if (tally.rating !== 'again') recalled += tally.count;
  }
  return { reviews, recalled };
}

/** True retention of each of the last REVIEW_HISTORY_DAYS days, today last; 0 reviews on a day without any. */
export function retentionPerDay(tallies: Iterable<ReviewTally>, today: string): DayRetention[] {
  const byDay = new Map<string, ReviewTally[]>();
  for (const tally of tallies) {
    const ofDay = byDay.get(tally.day);
    if (ofDay) ofDay.push(tally);
    else byDay.set(tally.day, [tally]);
  }
  return daysFrom(addDays(today, 1 - REVIEW_HISTORY_DAYS), REVIEW_HISTORY_DAYS).map((date) => ({
    date,
    ...trueRetention(byDay.get(date) ?? []),
  }));
}

/** A card as the statistics see it: its deck and the student's memory of it. */
export interface StudiedCard {
  deck: ReviewDeck;
  memory: MemoryState | null;
}

/** Every deck of `cards`, in their order: cards due by the end of `today` and cards never reviewed. */
function deckSummaries(
  cards: readonly StudiedCard[],
  dueDays: readonly (string | null)[],
  today: string,
): DeckDueSummary[] {
  const summaries = new Map<string, DeckDueSummary>();
  cards.forEach(({ deck, memory }, index) => {
    let summary = summaries.get(deck._id);
    if (!summary) {
      summary = { deck, due: 0, new: 0 };
      summaries.set(deck._id, summary);
    }
    const dueDay = dueDays[index];
    if (!memory || memory.state === 'new') summary.new += 1;
    else if (dueDay !== null && dueDay !== undefined && dueDay <= today) summary.due += 1;
  });
  return [...summaries.values()];
}

/**
 * The Progress tab's figures, the same for an account (from SQL aggregates) and a guest (from the
 * browser's log): due and new cards per deck, the streak, 30 days of reviews, the 14-day forecast
 * and true retention, overall and per day. Days are calendar days in `timeZone`.
 */
export function studyStats(input: {
  today: string;
  timeZone: string;
  cards: readonly StudiedCard[];
  reviewsPerDay: ReadonlyMap<string, number>;
  reviewDays: Iterable<string>;
  tallies: readonly ReviewTally[];
}): StudyStats {
  const { today, timeZone, cards } = input;
  const dueDays = cards.map(({ memory }) =>
    memory && memory.state !== 'new' ? dayOf(new Date(memory.due), timeZone) : null,
  );
  return {
    today,
    decks: deckSummaries(cards, dueDays, today),
    streak: studyStreak(input.reviewDays, today),
    reviewsPerDay: reviewHistory(input.reviewsPerDay, today),
    forecast: dueForecast(
      dueDays.filter((day) => day !== null),
      today,
    ),
    retention: trueRetention(input.tallies),
    retentionPerDay: retentionPerDay(input.tallies, today),
  };
}
