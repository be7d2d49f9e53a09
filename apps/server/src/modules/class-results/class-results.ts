import {
  byMostMissed,
  type ClassResults,
  type DeckResults,
  type EventResults,
  type StudentResults,
} from '@chronodeck/contract';
import type { ClassResultsRows } from './class-results.repository';

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const later = (a: Date | null, b: Date | null) => (a === null || (b !== null && b > a) ? b : a);

/** Adds `row`'s numbers into the tally kept under `key`, starting from `empty`. */
function tallyInto<T>(tallies: Map<string, T>, key: string, empty: () => T, add: (tally: T) => T) {
  tallies.set(key, add(tallies.get(key) ?? empty()));
}

interface StudentTally {
  games: number;
  scoreShares: number;
  reviews: number;
  learntReviews: number;
  learntRecalled: number;
  lastActive: Date | null;
}
const emptyStudent = (): StudentTally => ({
  games: 0,
  scoreShares: 0,
  reviews: 0,
  learntReviews: 0,
  learntRecalled: 0,
  lastActive: null,
});

interface AnswerTally {
  answered: number;
  correct: number;
}
const emptyAnswers = (): AnswerTally => ({ answered: 0, correct: 0 });
const addAnswers = (answered: number, correct: number) => (tally: AnswerTally) => ({
  answered: tally.answered + answered,
  correct: tally.correct + correct,
});

function studentTallies(rows: ClassResultsRows): Map<string, StudentTally> {
  const tallies = new Map<string, StudentTally>();
  for (const game of rows.games) {
    tallyInto(tallies, game.studentId, emptyStudent, (tally) => ({
      ...tally,
      games: tally.games + game.games,
      scoreShares: tally.scoreShares + game.scoreShares,
      lastActive: later(tally.lastActive, game.lastPlayed),
    }));
  }
  for (const review of rows.reviews) {
    tallyInto(tallies, review.studentId, emptyStudent, (tally) => ({
      ...tally,
      reviews: tally.reviews + review.flashcardReviews,
      learntReviews: tally.learntReviews + review.learntReviews,
      learntRecalled: tally.learntRecalled + review.learntRecalled,
      lastActive: later(tally.lastActive, review.lastReviewed),
    }));
  }
  return tallies;
}

function studentResults(rows: ClassResultsRows): StudentResults[] {
  const tallies = studentTallies(rows);
  const due = new Map(rows.due.map((row) => [row.studentId, row]));
  return rows.students.map(({ studentId, name }) => {
    const tally = tallies.get(studentId) ?? emptyStudent();
    return {
      studentId,
      name,
      gamesPlayed: tally.games,
      averageScore: share(tally.scoreShares, tally.games),
      reviews: tally.reviews,
      lastActive: tally.lastActive?.toISOString() ?? null,
      cardsDue: due.get(studentId)?.due ?? 0,
      cardsOverdue: due.get(studentId)?.overdue ?? 0,
      retention: share(tally.learntRecalled, tally.learntReviews),
    };
  });
}

/** Answers per card: game answers and flashcard reviews ("again" is a miss). */
function cardAnswers(rows: ClassResultsRows): Map<string, AnswerTally> {
  const tallies = new Map<string, AnswerTally>();
  for (const row of rows.gameAnswers) {
    tallyInto(tallies, row.cardId, emptyAnswers, addAnswers(row.answered, row.correct));
  }
  for (const row of rows.reviews) {
    tallyInto(
      tallies,
      row.cardId,
      emptyAnswers,
      addAnswers(row.flashcardReviews, row.flashcardRecalled),
    );
  }
  return tallies;
}

function deckResults(rows: ClassResultsRows, events: readonly EventResults[]): DeckResults[] {
  return rows.decks.map(({ deckId, title }) => {
    const cards = events.filter((event) => event.deckId === deckId);
    const games = rows.games.filter((game) => game.deckId === deckId);
    const gamesPlayed = games.reduce((sum, game) => sum + game.games, 0);
    const scoreShares = games.reduce((sum, game) => sum + game.scoreShares, 0);
    return {
      deckId,
      title,
      cardCount: cards.length,
      gamesPlayed,
      averageScore: share(scoreShares, gamesPlayed),
      answered: cards.reduce((sum, card) => sum + card.answered, 0),
      correct: cards.reduce((sum, card) => sum + card.correct, 0),
    };
  });
}

/** The class's results from the database's aggregates: per student, per deck, per card. */
export function assembleClassResults(rows: ClassResultsRows, since: Date | null): ClassResults {
  const answers = cardAnswers(rows);
  const events = rows.cards
    .map((card) => ({ ...card, ...(answers.get(card.cardId) ?? emptyAnswers()) }))
    .sort(byMostMissed);
  return {
    since: since?.toISOString() ?? null,
    students: studentResults(rows),
    decks: deckResults(rows, events),
    events,
  };
}
