import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTranslator, type Messages } from './translate';

const english: Messages = {
  deck: { title: 'Deck', cards_one: '{{count}} card', cards_other: '{{count}} cards' },
  greeting: 'Welcome, {{name}}',
  onlyInEnglish: 'Beta',
};
const french: Messages = {
  deck: { title: 'Paquet', cards_one: '{{count}} carte', cards_other: '{{count}} cartes' },
  greeting: 'Bienvenue, {{name}}',
};

describe('createTranslator', () => {
  const en = createTranslator('en', english, english);
  const fr = createTranslator('fr', french, english);

  it('reads nested texts by dotted key', () => {
    expect(en('deck.title')).toBe('Deck');
    expect(fr('deck.title')).toBe('Paquet');
  });

  it('falls back to English, then to the key itself, never to a blank', () => {
    expect(fr('onlyInEnglish')).toBe('Beta');
    expect(fr('no.such.key')).toBe('no.such.key');
    expect(fr('deck')).toBe('deck');
  });

  it("picks the plural form with the language's own rules", () => {
    expect(en('deck.cards', { count: 1 })).toBe('1 card');
    expect(en('deck.cards', { count: 0 })).toBe('0 cards');
    // French counts 0 as singular.
    expect(fr('deck.cards', { count: 0 })).toBe('0 carte');
    expect(fr('deck.cards', { count: 2 })).toBe('2 cartes');
  });

  it('uses the _other form when the language has no text for its plural category', () => {
    // French puts a million in the "many" category, which the locale files do not write.
    expect(fr('deck.cards', { count: 1_000_000 })).toBe('1000000 cartes');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(en('greeting')).toBe('Welcome, {{name}}');
  });

  it('inserts any value as plain text, markup included', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(en('greeting', { name })).toBe(`Welcome, ${name}`);
      }),
    );
  });
});
