import { shuffle, type Random } from './random';

/**
 * A flashcard session over one deck (SPEC.md §4): choosing a deck gives shuffled cards at index
 * zero, unflipped; Next moves on and unflips; past the last card the session is completed;
 * restart reshuffles. Each transition returns a new state and never mutates the old one.
 */
export type FlashcardSession<Card> =
  | { status: 'empty' }
  | { status: 'studying'; cards: readonly Card[]; index: number; flipped: boolean }
  | { status: 'completed'; cards: readonly Card[] };

export function startFlashcards<Card>(
  cards: readonly Card[],
  random: Random,
): FlashcardSession<Card> {
  if (cards.length === 0) return { status: 'empty' };
  return { status: 'studying', cards: shuffle(cards, random), index: 0, flipped: false };
}

/** Turns the current card over, either way. */
export function flipCard<Card>(session: FlashcardSession<Card>): FlashcardSession<Card> {
  return session.status === 'studying' ? { ...session, flipped: !session.flipped } : session;
}

export function nextCard<Card>(session: FlashcardSession<Card>): FlashcardSession<Card> {
  if (session.status !== 'studying') return session;
  if (session.index + 1 >= session.cards.length) {
    return { status: 'completed', cards: session.cards };
  }
  return { ...session, index: session.index + 1, flipped: false };
}

/** The same cards again, in a new order. */
export function restartFlashcards<Card>(
  session: FlashcardSession<Card>,
  random: Random,
): FlashcardSession<Card> {
  return session.status === 'empty' ? session : startFlashcards(session.cards, random);
}

export function currentCard<Card>(session: FlashcardSession<Card>): Card | undefined {
  return session.status === 'studying' ? session.cards[session.index] : undefined;
}

/** "current / total" of the progress line, counting from 1. */
export function flashcardProgress(session: FlashcardSession<unknown>): {
  current: number;
  total: number;
} {
  switch (session.status) {
    case 'empty':
      return { current: 0, total: 0 };
    case 'studying':
      return { current: session.index + 1, total: session.cards.length };
    case 'completed':
      return { current: session.cards.length, total: session.cards.length };
  }
}
