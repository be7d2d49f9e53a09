import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentCard,
  flashcardProgress,
  flipCard,
  nextCard,
  restartFlashcards,
  startFlashcards,
  type FlashcardSession,
} from './flashcards';
import { seededRandom } from './random';

const deck = ['Magna Carta', 'Printing press', 'Fall of Constantinople', 'Columbus', 'Luther'];

function studyToTheEnd<Card>(session: FlashcardSession<Card>): {
  seen: Card[];
  final: FlashcardSession<Card>;
} {
  const seen: Card[] = [];
  let state = session;
  while (state.status === 'studying') {
    seen.push(currentCard(state)!);
    state = nextCard(state);
  }
  return { seen, final: state };
}

describe('flashcard session', () => {
  it('starts on the first of the shuffled cards, unflipped', () => {
    const session = startFlashcards(deck, seededRandom(1));
    expect(session).toMatchObject({ status: 'studying', index: 0, flipped: false });
    expect(flashcardProgress(session)).toEqual({ current: 1, total: 5 });
  });

  it('shows every card exactly once before completing', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 30 }),
        fc.integer(),
        (cards, seed) => {
          const { seen, final } = studyToTheEnd(startFlashcards(cards, seededRandom(seed)));
          expect([...seen].sort()).toEqual([...cards].sort());
          expect(final.status).toBe('completed');
          expect(flashcardProgress(final)).toEqual({ current: cards.length, total: cards.length });
        },
      ),
    );
  });

  it('flips back and forth, and Next always shows the front of the next card', () => {
    const session = startFlashcards(deck, seededRandom(3));
    const flipped = flipCard(session);
    expect(flipped).toMatchObject({ flipped: true, index: 0 });
    expect(flipCard(flipped)).toMatchObject({ flipped: false });
    expect(nextCard(flipped)).toMatchObject({ flipped: false, index: 1 });
  });

  it('counts progress from 1 to the total', () => {
    let session = startFlashcards(deck, seededRandom(5));
    const progress: number[] = [];
    while (session.status === 'studying') {
      progress.push(flashcardProgress(session).current);
      session = nextCard(session);
    }
    expect(progress).toEqual([1, 2, 3, 4, 5]);
  });

  it('restarts a completed session with the same cards, reshuffled, from the start', () => {
    const { final } = studyToTheEnd(startFlashcards(deck, seededRandom(9)));
    const restarted = restartFlashcards(final, seededRandom(10));
    expect(restarted).toMatchObject({ status: 'studying', index: 0, flipped: false });
    expect(studyToTheEnd(restarted).seen.sort()).toEqual([...deck].sort());
  });

  it('reshuffles on restart rather than replaying the same order', () => {
    const first = startFlashcards(deck, seededRandom(11));
    const orders = new Set(
      [12, 13, 14, 15].map((seed) =>
        studyToTheEnd(restartFlashcards(first, seededRandom(seed))).seen.join('|'),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('treats a deck without cards as empty, where nothing moves', () => {
    const session = startFlashcards([], seededRandom(1));
    expect(session).toEqual({ status: 'empty' });
    expect(nextCard(session)).toBe(session);
    expect(flipCard(session)).toBe(session);
    expect(restartFlashcards(session, seededRandom(2))).toBe(session);
    expect(flashcardProgress(session)).toEqual({ current: 0, total: 0 });
  });

  it('ignores Next and flip once completed', () => {
    const { final } = studyToTheEnd(startFlashcards(['only'], seededRandom(1)));
    expect(nextCard(final)).toBe(final);
    expect(flipCard(final)).toBe(final);
    expect(currentCard(final)).toBeUndefined();
  });
});
