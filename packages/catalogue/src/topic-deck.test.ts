import { describe, expect, it } from 'vitest';
import { createBuiltInSearch } from './built-in-search';
import { catalogueEvents } from './events';
import { createCatalogueSearch } from './search';
import { topicDeck } from './topic-deck';
import { translatedTexts } from './translations';

const search = createBuiltInSearch(catalogueEvents);
const titlesFor = (topic: string, withPeople = false) =>
  topicDeck(search, topic, { size: 12, withPeople }).map((event) => event.title);

describe('topicDeck on the real catalogue', () => {
  it('gathers the French Revolution, in chronological order', () => {
    const deck = topicDeck(search, 'French Revolution', { size: 12 });
    const titles = deck.map((event) => event.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Storming of the Bastille',
        'Declaration of the Rights of Man and of the Citizen',
        'Execution of Louis XVI',
      ]),
    );
    const years = deck.map((event) => event.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(deck.length).toBeLessThanOrEqual(12);
  });

  it('finds a person through accents and a typo', () => {
    expect(titlesFor('Getulio Vargas')).toContain('Vargas establishes the Estado Novo');
    expect(titlesFor('Napolean')).toContain('Battle of Waterloo');
  });

  it('shows each event once, even when the catalogue files it under two categories', () => {
    const deck = topicDeck(search, 'Haitian Revolution', { size: 12 });
    const keys = deck.map((event) => `${event.title}|${event.year}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps only events naming people for a deck of figures', () => {
    const deck = topicDeck(search, 'Cold War', { size: 12, withPeople: true });
    expect(deck.length).toBeGreaterThan(0);
    expect(deck.every((event) => event.people.length > 0)).toBe(true);
  });

  it('returns nothing, rather than filler, for a topic the catalogue does not know', () => {
    expect(titlesFor('zzqx wibble')).toEqual([]);
  });

  const idsFor = (topic: string) =>
    topicDeck(search, topic, { size: 12 }).map((event) => event._id);

  it('gives a subject named in any language its most defining events', () => {
    for (const topic of ['Cold War', 'Guerra Fria', 'Guerre froide', 'guerra fredda']) {
      expect(idsFor(topic)).toEqual(
        expect.arrayContaining(['eur-berlin-wall-built', 'am-cuban-missile-crisis']),
      );
    }
  });

  it('ranks a subject’s events by what a topic says beyond its name', () => {
    const deck = topicDeck(search, 'Brasile ai Mondiali di calcio', { size: 12 });
    expect(deck.map((event) => event._id)).toContain('br-world-cup-1970');
    expect(deck.every((event) => event.category === 'Brazilian History')).toBe(true);
  });

  it('keeps a subject narrowed to a continent to that continent’s events of its years', () => {
    for (const topic of [
      'Cold War Africa',
      'Guerra Fria na África',
      'la guerre froide en Afrique',
      'guerra fredda in Africa',
    ]) {
      const deck = topicDeck(search, topic, { size: 12 });
      expect(deck.length).toBeGreaterThanOrEqual(6);
      expect(deck.map((event) => event._id)).toContain('wld-lumumba-killed');
      const elsewhere = deck.filter(
        (event) => event.region !== 'Africa' || event.year < 1945 || event.year > 1991,
      );
      expect(elsewhere.map((event) => event._id)).toEqual([]);
    }
  });

  it('keeps to events matching every word when a topic names two subjects among other words', () => {
    // No catalogue event is about both: no card, rather than the pyramids.
    expect(idsFor('Napoleon Bonaparte in Ancient Egypt')).toEqual([]);
    expect(idsFor('Space Race in the Cold War')).toContain('wld-apollo-soyuz');
  });
});

describe('topicDeck on a topic naming no subject', () => {
  const plainSearch = createCatalogueSearch(catalogueEvents, { translationsOf: translatedTexts });
  const idsFor = (topic: string) =>
    topicDeck(plainSearch, topic, { size: 12 }).map((event) => event._id);

  it('keeps a deck to its subject: the Brazilian Empire holds no other empire', () => {
    const deck = topicDeck(plainSearch, 'Brazilian Empire', { size: 12 });
    expect(deck.length).toBeGreaterThan(0);
    expect(deck.map((event) => event._id)).toContain('br-constitution-of-1824');
    expect(
      deck.every(
        (event) => event.category === 'Brazilian History' || /Brazil/.test(event.description),
      ),
    ).toBe(true);
  });

  it('keeps a deck to the era and place of its strongest events', () => {
    expect(idsFor('Vargas')).not.toContain('am-pueblo-revolt');
    expect(idsFor('Vargas')).toContain('br-estado-novo');
    expect(idsFor('French Revolution')).not.toContain('am-siege-of-yorktown');
  });

  it('reads a kind of subject in the plural, in the five languages: Chinese dynasties', () => {
    for (const topic of [
      'Chinese dynasties',
      'dynasties chinoises',
      'dinastias chinesas',
      'dinastías chinas',
      'dinastie cinesi',
    ]) {
      const deck = topicDeck(plainSearch, topic, { size: 12 });
      expect(deck.length).toBeGreaterThanOrEqual(6);
      // The last dynasty fell in 1912: the People's Republic or the WTO are not what was asked.
      const notDynastic = deck.filter((event) => event.region !== 'Asia' || event.year >= 1912);
      expect(notDynastic.map((event) => event._id)).toEqual([]);
    }
  });

  it('reads a people’s adjective as its country, in the five languages', () => {
    expect(idsFor('Brazilian independence')).toContain('br-independence-of-brazil');
    expect(idsFor('Independência do Brasil')).toContain('br-independence-of-brazil');
    expect(idsFor('Revolução Francesa')).toContain('eur-storming-of-the-bastille');
    expect(idsFor('Rivoluzione francese')).toContain('eur-storming-of-the-bastille');
  });
});
