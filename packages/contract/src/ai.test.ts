import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanGeneratedDeck, DECK_CATEGORIES, type GeneratedCard } from './ai';

const card = (title: string, year: number): GeneratedCard => ({ title, year, description: '' });

describe('cleanGeneratedDeck', () => {
  it('keeps only 3 or 4 digit years for Events', () => {
    const deck = [
      card('a', 1789),
      card('b', 476),
      card('c', 79),
      card('d', -753),
      card('e', 12000),
    ];
    expect(cleanGeneratedDeck(deck, 'Events').map((kept) => kept.year)).toEqual([1789, 476]);
  });

  it('keeps every year for the other categories', () => {
    const deck = [card('a', 79), card('b', -753)];
    expect(cleanGeneratedDeck(deck, 'Concepts')).toEqual(deck);
  });

  it('drops a card repeating an earlier title and year, whatever the case', () => {
    const deck = [card('Waterloo', 1815), card('waterloo ', 1815), card('Waterloo', 1816)];
    expect(cleanGeneratedDeck(deck, 'Events').map((kept) => kept.year)).toEqual([1815, 1816]);
  });

  it('never adds, reorders or keeps duplicates', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            title: fc.constantFrom('a', 'b', 'c'),
            year: fc.integer({ min: -3000, max: 3000 }),
            description: fc.constant(''),
          }),
        ),
        fc.constantFrom(...DECK_CATEGORIES),
        (generated, category) => {
          const deck: GeneratedCard[] = generated;
          const cleaned = cleanGeneratedDeck(deck, category);
          const keys = cleaned.map((kept) => `${kept.title}|${kept.year}`);
          expect(new Set(keys).size).toBe(keys.length);
          expect(cleaned.every((kept) => deck.includes(kept))).toBe(true);
          const positions = cleaned.map((kept) => deck.indexOf(kept));
          expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        },
      ),
    );
  });
});
