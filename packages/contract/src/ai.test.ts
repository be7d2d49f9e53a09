import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  cleanGeneratedDeck,
  DECK_CATEGORIES,
  GenerateSummaryRequestSchema,
  type GeneratedCard,
} from './ai';
import { EVENT_LIMITS } from './dated-events';

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

describe('GenerateSummaryRequestSchema', () => {
  const parse = (body: unknown) => z.safeParse(GenerateSummaryRequestSchema, body);

  it('takes the event beside the prompt, trimmed, with an empty description when none is sent', () => {
    expect(
      parse({ prompt: ' Summarize. ', event: { title: ' Magna Carta ', year: 1215 } }).data,
    ).toEqual({
      prompt: 'Summarize.',
      event: { title: 'Magna Carta', year: 1215, description: '' },
      language: 'en',
    });
  });

  it('accepts a prompt alone', () => {
    expect(parse({ prompt: 'Tell me about Rome', language: 'it' }).data).toEqual({
      prompt: 'Tell me about Rome',
      language: 'it',
    });
  });

  it.each([
    ['year 0', { title: 'Nothing', year: 0 }],
    ['a year that is not a whole number', { title: 'Nothing', year: 1215.5 }],
    ['a year as text', { title: 'Magna Carta', year: '1215' }],
    ['an empty title', { title: '  ', year: 1215 }],
    ['a title too long', { title: 'x'.repeat(EVENT_LIMITS.title + 1), year: 1215 }],
    [
      'a description too long',
      { title: 'Magna Carta', year: 1215, description: 'x'.repeat(EVENT_LIMITS.description + 1) },
    ],
    ['an event that is text', 'Magna Carta (1215)'],
  ])('refuses %s', (_, event) => {
    expect(parse({ prompt: 'Summarize.', event }).success).toBe(false);
  });
});
