import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DECK_CATEGORIES,
  EVENT_LIMITS,
  INSIGHT_LIMITS,
  SUMMARY_PROMPT_MAX_LENGTH,
  TOPIC_MAX_LENGTH,
} from '@chronodeck/contract';
import { MAX_QUERY_WORDS, MAX_SCORED_MATCHES, type SearchWork } from '@chronodeck/catalogue';
import { catalogueEvents } from '@chronodeck/catalogue/events';
import { catalogueTranslations } from '@chronodeck/catalogue/translations';
import { createCatalogue } from '../../catalogue/catalogue';
import { answerOffline, createOfflineProvider, type OfflineTask } from './offline-provider';

const catalogue = createCatalogue(catalogueEvents);
const provider = createOfflineProvider(catalogue);
const signal = new AbortController().signal;
const deckFor = (topic: string, category: 'Events' | 'Key_Figures' | 'Quotes' = 'Events') =>
  provider.generateDeck({ topic, category, language: 'en' }, signal);

describe('offline deck generation', () => {
  it('builds a relevant French Revolution deck from the catalogue, oldest first', async () => {
    const deck = await deckFor('French Revolution');
    expect(deck.length).toBeGreaterThanOrEqual(6);
    expect(deck.length).toBeLessThanOrEqual(12);
    expect(deck.map((card) => card.title)).toEqual(
      expect.arrayContaining(['Storming of the Bastille', 'Execution of Louis XVI']),
    );
    const years = deck.map((card) => card.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    const fromCatalogue = (card: (typeof deck)[number]) =>
      catalogueEvents.some(
        (event) =>
          event.title === card.title &&
          event.year === card.year &&
          event.description === card.description,
      );
    expect(deck.every(fromCatalogue)).toBe(true);
  });

  it('names the people first in a deck of key figures', async () => {
    const deck = await deckFor('Napoleon', 'Key_Figures');
    expect(deck.length).toBeGreaterThan(0);
    expect(deck.some((card) => /^[^:]*Napoleon[^:]*: /.test(card.title))).toBe(true);
  });

  it('says nothing rather than invent: unknown topics and quotations give an empty deck', async () => {
    expect(await deckFor('zzqx wibble')).toEqual([]);
    expect(await deckFor('French Revolution', 'Quotes')).toEqual([]);
  });
});

describe('offline answers in the reader’s language', () => {
  const bastille = catalogueEvents.find((event) => event.title === 'Storming of the Bastille')!;

  it.each(['fr', 'pt', 'es', 'it'] as const)('gives a deck’s cards in %s', async (language) => {
    const deck = await provider.generateDeck(
      { topic: 'French Revolution', category: 'Events', language },
      signal,
    );
    const translated = catalogueTranslations[language].get(bastille._id)!;
    expect(deck).toContainEqual({
      title: translated.title,
      year: bastille.year,
      description: translated.description,
    });
  });

  it('answers insights and summaries about an event named in another language, in that language', async () => {
    const french = catalogueTranslations.fr.get(bastille._id)!;
    const insight = await provider.researchAssistant(
      { title: french.title, description: '', language: 'fr' },
      signal,
    );
    expect(insight.ai_summary).toBe(french.description);
    const summary = await provider.summarize(
      {
        prompt: '',
        event: { title: french.title, year: bastille.year, description: '' },
        language: 'fr',
      },
      signal,
    );
    expect(summary).toContain(french.description);
  });
});

describe('offline summaries of a person’s own event', () => {
  it('finds the catalogue event as insights do: other wording, another language, a year off', async () => {
    const rome = catalogueEvents.find((event) => event.title === 'Rome is founded')!;
    for (const [title, year, language] of [
      ['Founding of Rome', -753, 'en'],
      ['Fondation de Rome', -752, 'fr'],
    ] as const) {
      const summary = await provider.summarize(
        { prompt: '', event: { title, year, description: '' }, language },
        signal,
      );
      const localized = language === 'en' ? rome : catalogueTranslations[language].get(rome._id)!;
      expect(summary).toContain(localized.description);
    }
  });

  it('still says it has no entry for an event of another era with a similar title', async () => {
    const summary = await provider.summarize(
      {
        prompt: '',
        event: { title: 'Founding of Rome', year: 1950, description: '' },
        language: 'en',
      },
      signal,
    );
    expect(summary).toMatch(/^The offline knowledge base has no entry for "Founding of Rome"/);
  });
});

describe('offline research insights', () => {
  it('composes insights from the record and a neighbour in time', async () => {
    const insight = await provider.researchAssistant(
      { title: 'Storming of the Bastille', description: '', language: 'en' },
      signal,
    );
    const bastille = catalogueEvents.find((event) => event.title === 'Storming of the Bastille')!;
    expect(insight.ai_summary).toBe(bastille.description);
    expect(insight.bullet_points[0]).toMatch(/^When: 1789 \(18th century\)$/);
    expect(insight.did_you_know).toMatch(/^Around the same time: .+ \(\d{4}\)\. /);
    expect(insight.related_links[0]?.url).toBe(
      'https://en.wikipedia.org/w/index.php?search=Storming%20of%20the%20Bastille',
    );
    expect(insight.recommended_searches[0]).toBe('Storming of the Bastille');
  });

  it('answers in the language asked for', async () => {
    const insight = await provider.researchAssistant(
      { title: 'Storming of the Bastille', description: '', language: 'fr' },
      signal,
    );
    expect(insight.bullet_points[0]).toMatch(/^Quand ?: 1789/);
    expect(insight.related_links[0]?.url).toMatch(/^https:\/\/fr\.wikipedia\.org\//);
  });

  it.each([
    ['pt', 'Independência do Brasil', 1822, 'Tema: Fundação · História do Brasil'],
    ['fr', 'Prise de la Bastille', 1789, 'Thème: France · Histoire européenne moderne'],
    ['es', 'Ley Áurea', 1888, 'Tema: Política · Historia de Brasil'],
    ['it', 'Fondazione di Roma', -753, 'Tema: Fondazione · Storia antica'],
  ] as const)(
    'names the topic and category in %s: "%s"',
    async (language, title, year, topicLine) => {
      const insight = await provider.researchAssistant(
        { title, year, description: '', language },
        signal,
      );
      expect(insight.bullet_points).toContain(topicLine);
    },
  );

  it('recommends searches in the reader’s language, not the catalogue’s English keywords', async () => {
    // An event naming few people and places, whose keywords would fill the list.
    const sparse = catalogueEvents.find(
      (event) => event.people.length + event.places.length <= 2 && event.keywords.length > 0,
    )!;
    const english = await provider.researchAssistant(
      { title: sparse.title, year: sparse.year, description: '', language: 'en' },
      signal,
    );
    expect(english.recommended_searches).toContain(sparse.keywords[0]);
    const title = catalogueTranslations.pt.get(sparse._id)!.title;
    const portuguese = await provider.researchAssistant(
      { title, year: sparse.year, description: '', language: 'pt' },
      signal,
    );
    expect(portuguese.recommended_searches).toEqual([title, ...sparse.people, ...sparse.places]);
  });

  it('says plainly when the catalogue has no entry, offering searches only', async () => {
    const insight = await provider.researchAssistant(
      { title: 'My grandmother moves to Lisbon', description: 'Family history.', language: 'en' },
      signal,
    );
    expect(insight.ai_summary).toBe(
      'The offline knowledge base has no entry for "My grandmother moves to Lisbon". The searches below may help.',
    );
    expect(insight.bullet_points).toEqual([]);
    expect(insight.did_you_know).toBe('');
    expect(insight.recommended_searches).toEqual(['My grandmother moves to Lisbon']);
  });
});

describe('offline work per request', () => {
  /** Runs a task on a catalogue whose searches add up their cost. */
  function workOf(task: OfflineTask): SearchWork {
    const work = { words: 0, scored: 0 };
    const search = catalogue.search;
    answerOffline(
      {
        ...catalogue,
        search: {
          ...search,
          search: (query, options) => search.search(query, { ...options, work }),
        },
      },
      task,
    );
    return work;
  }

  // Hostile texts: many one-letter words (each used to match a third of the catalogue as a
  // prefix), common prefixes, long words, and anything at all.
  const costlyText = (maxLength: number) =>
    fc.oneof(
      fc.string({ minLength: 1, maxLength }),
      fc
        .array(fc.constantFrom('s', 'c', 'p', 'i', 'co', 'con', 'war', 'ind', 'emp'), {
          minLength: 1,
          maxLength,
        })
        .map((words) => words.join(' ').slice(0, maxLength)),
      fc
        .array(fc.stringMatching(/^[a-z]{1,30}$/), { minLength: 1, maxLength: 60 })
        .map((words) => words.join(' ').slice(0, maxLength)),
    );
  const language = fc.constantFrom('en', 'fr', 'pt', 'es', 'it' as const);
  const anyTask: fc.Arbitrary<OfflineTask> = fc.oneof(
    fc.record({
      operation: fc.constant('generateDeck' as const),
      request: fc.record({
        topic: costlyText(TOPIC_MAX_LENGTH),
        category: fc.constantFrom(...DECK_CATEGORIES),
        language,
      }),
    }),
    fc.record({
      operation: fc.constant('researchAssistant' as const),
      request: fc.record({
        title: costlyText(INSIGHT_LIMITS.title),
        description: costlyText(INSIGHT_LIMITS.description),
        language,
      }),
    }),
    fc.record({
      operation: fc.constant('summarize' as const),
      request: fc.record({
        prompt: costlyText(SUMMARY_PROMPT_MAX_LENGTH),
        event: fc.record({
          title: costlyText(EVENT_LIMITS.title),
          year: fc.integer({ min: -3000, max: 2100 }),
          description: costlyText(EVENT_LIMITS.description),
        }),
        language,
      }),
    }),
  );

  it('stays within the search bounds, whatever the topic, title or prompt', () => {
    fc.assert(
      fc.property(anyTask, (task) => {
        const work = workOf(task);
        expect(work.words).toBeLessThanOrEqual(MAX_QUERY_WORDS);
        expect(work.scored).toBeLessThanOrEqual(MAX_SCORED_MATCHES);
      }),
      { numRuns: 300 },
    );
  });

  it('counts the work of a real deck', () => {
    const work = workOf({
      operation: 'generateDeck',
      request: { topic: 'Storming of the Bastille', category: 'Events', language: 'en' },
    });
    expect(work).toMatchObject({ words: 2 });
    expect(work.scored).toBeGreaterThan(0);
  });
});
