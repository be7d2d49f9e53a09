import { beforeEach, describe, expect, it } from 'vitest';
import { readGeneratedDeck, storeGeneratedDeck } from './generated-deck-storage';

describe('the stored generated deck', () => {
  beforeEach(() => window.localStorage.clear());

  it('survives a reload, topic and cards', () => {
    const deck = {
      topic: 'Rome',
      cards: [{ title: 'Founding', year: -753, description: 'Legend.' }],
    };
    storeGeneratedDeck(deck);
    expect(readGeneratedDeck()).toEqual(deck);
  });

  it('reads as nothing when missing or damaged', () => {
    expect(readGeneratedDeck()).toBeNull();
    window.localStorage.setItem('aiDeck', '{not json');
    window.localStorage.setItem('aiDeckTopic', 'Rome');
    expect(readGeneratedDeck()).toBeNull();
    window.localStorage.setItem('aiDeck', JSON.stringify([{ title: 'No year' }]));
    expect(readGeneratedDeck()).toBeNull();
  });
});
