import { generateText, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import {
  GENERATED_DECK_SIZE,
  ResearchInsightSchema,
  type DeckCategory,
  type GeneratedCard,
  type Language,
} from '@chronodeck/contract';
import type { Catalogue } from '../catalogue/catalogue';
import type { AiProvider, DeckRequest, InsightRequest } from './ai-provider';
import { findEventAbout } from './offline/event-lookup';

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'French',
  pt: 'Brazilian Portuguese',
  es: 'Spanish',
  it: 'Italian',
};

/** What each Explore category asks the model for (SPEC.md §2). */
const CATEGORY_BRIEFS: Record<DeckCategory, string> = {
  Explainers: 'short explainers of the key ideas of the topic, each tied to the year it mattered',
  Events: 'the key dated events of the topic',
  Concepts: 'the key concepts of the topic, each with the year it emerged',
  Key_Figures: 'the key people of the topic, each with a defining year; the title names the person',
  Applications: 'practical applications of the topic, each with the year it appeared',
  Quotes:
    'real, well-attested quotations about the topic; the title names the speaker, the description holds the quotation, the year is when it was said or written',
  Impact: 'the lasting consequences of the topic, each with the year it became visible',
  Controversies: 'the debates and controversies of the topic, each with the year it arose',
};

const systemPrompt = (language: Language) =>
  'You are a careful history teacher writing study material for students. ' +
  'Use only well-established facts and the commonly accepted dates; never invent events, people, dates, quotations or web addresses. ' +
  `Write every text in ${LANGUAGE_NAMES[language]}.`;

/** The shape asked of the model; the service validates the answer against the contract again. */
const ModelDeckSchema = z.object({
  cards: z
    .array(
      z.object({
        title: z.string().describe('A short title'),
        year: z.number().int().describe('The year as an integer; negative for BCE'),
        description: z.string().describe('One or two factual sentences'),
      }),
    )
    .max(GENERATED_DECK_SIZE),
});

const deckPrompt = ({ topic, category }: DeckRequest) =>
  `Topic: ${JSON.stringify(topic)}\n` +
  `Make a deck of up to ${GENERATED_DECK_SIZE} study cards: ${CATEGORY_BRIEFS[category]}. ` +
  'Each card has a title, a year and a description. Order the cards chronologically.';

const insightPrompt = ({ title, description, year }: InsightRequest) =>
  `Event: ${JSON.stringify(title)}${year === undefined ? '' : ` (year ${year}, negative = BCE)`}\n` +
  `Description: ${JSON.stringify(description)}\n` +
  'Give an ai_summary of 3 to 5 sentences, 3 to 5 bullet_points of key facts, one did_you_know fact, ' +
  '2 or 3 related_links to reliable pages you are certain exist (full https URLs, with titles), ' +
  'and 3 to 5 recommended_searches a student could type into a search engine.';

/**
 * A card whose title is a catalogue event's title gets the catalogue's year: models misremember
 * dates, and the catalogue's are checked.
 */
export function correctYears(cards: GeneratedCard[], catalogue: Catalogue): GeneratedCard[] {
  return cards.map((card) => {
    const known = findEventAbout(catalogue, { title: card.title });
    return known && known.title.toLowerCase() === card.title.trim().toLowerCase()
      ? { ...card, year: known.year }
      : card;
  });
}

interface ModelProviderOptions {
  name: Exclude<AiProvider['name'], 'offline'>;
  modelId: string;
  model: LanguageModel;
  /** Retries of a failed call, with the AI SDK's exponential backoff. */
  maxRetries: number;
  catalogue: Catalogue;
}

/** A language model behind the AI SDK: structured output validated against zod schemas. */
export function createModelProvider(options: ModelProviderOptions): AiProvider {
  const { model, maxRetries, catalogue } = options;
  const ask = { model, maxRetries };
  return {
    name: options.name,
    model: options.modelId,
    async summarize({ prompt, language }, signal) {
      const result = await generateText({
        ...ask,
        system: systemPrompt(language),
        prompt,
        abortSignal: signal,
      });
      return result.text;
    },
    async generateDeck(request, signal) {
      const result = await generateText({
        ...ask,
        system: systemPrompt(request.language),
        prompt: deckPrompt(request),
        output: Output.object({ schema: ModelDeckSchema }),
        abortSignal: signal,
      });
      return correctYears(result.output.cards, catalogue);
    },
    async researchAssistant(request, signal) {
      const result = await generateText({
        ...ask,
        system: systemPrompt(request.language),
        prompt: insightPrompt(request),
        output: Output.object({ schema: ResearchInsightSchema }),
        abortSignal: signal,
      });
      return result.output;
    },
  };
}
