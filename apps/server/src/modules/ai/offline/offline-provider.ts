import {
  GENERATED_DECK_SIZE,
  type CatalogueEvent,
  type GeneratedCard,
  type Language,
  type ResearchInsight,
  isInCategory,
} from '@chronodeck/contract';
import {
  categoryName,
  exploreDeck,
  formatCentury,
  formatYear,
  topicName,
} from '@chronodeck/catalogue';
import { localizeEvent } from '@chronodeck/catalogue/translations';
import type { Catalogue } from '../../catalogue/catalogue';
import type { AiProvider, DeckRequest, InsightRequest, SummaryRequest } from '../ai-provider';
import { findEventAbout } from './event-lookup';
import { OFFLINE_WORDING } from './offline-wording';

const RELATED_EVENTS = 2;
/** Events this close in time, in the same category, are "around the same time". */
const RELATED_YEAR_SPAN = 50;

/** The nearest events in time from the same category, excluding the event itself. */
export function relatedEvents(
  catalogue: Catalogue,
  event: CatalogueEvent,
  count = RELATED_EVENTS,
): CatalogueEvent[] {
  return catalogue.events
    .filter(
      (other) =>
        other._id !== event._id &&
        isInCategory(other, event.category) &&
        Math.abs(other.year - event.year) <= RELATED_YEAR_SPAN,
    )
    .sort((a, b) => Math.abs(a.year - event.year) - Math.abs(b.year - event.year))
    .slice(0, count);
}

/** "When: 753 BCE (8th century BCE) · Where: Rome · Who: Romulus", leaving out what the record lacks. */
function keyFacts(event: CatalogueEvent, language: Language): string {
  const wording = OFFLINE_WORDING[language];
  const facts = [
    `${wording.when}: ${formatYear(event.year, language)} (${formatCentury(event.year, language)})`,
    event.places.length > 0 ? `${wording.where}: ${event.places.join(', ')}` : null,
    event.people.length > 0 ? `${wording.who}: ${event.people.join(', ')}` : null,
  ];
  return facts.filter((fact) => fact !== null).join(' · ');
}

/** Summary lines: the key facts, the record, neighbours in time, then sources (lines starting http become links). */
function summaryOf(catalogue: Catalogue, found: CatalogueEvent, language: Language): string {
  const wording = OFFLINE_WORDING[language];
  const event = localizeEvent(found, language);
  const related = relatedEvents(catalogue, found).map((other) => localizeEvent(other, language));
  return [
    keyFacts(event, language),
    event.description,
    ...(related.length > 0
      ? [
          wording.aroundTheSameTime,
          ...related.map((other) => `${other.title} (${formatYear(other.year, language)})`),
        ]
      : []),
    wording.learnMore,
    ...wording.encyclopediaSearches(event.title),
  ].join('\n');
}

/** Longest piece of a title or prompt quoted back to the user when nothing matches. */
const QUOTED_SUBJECT_MAX_LENGTH = 120;

function noEntryFor(subject: string, language: Language): string {
  const wording = OFFLINE_WORDING[language];
  const quoted =
    subject.length > QUOTED_SUBJECT_MAX_LENGTH
      ? `${subject.slice(0, QUOTED_SUBJECT_MAX_LENGTH - 1)}…`
      : subject;
  return [wording.noEntry(quoted), ...wording.encyclopediaSearches(quoted)].join('\n');
}

/** A figures deck names the people first: "Napoleon Bonaparte: Battle of Waterloo". */
function cardOf(found: CatalogueEvent, { category, language }: DeckRequest): GeneratedCard {
  const event = localizeEvent(found, language);
  const title =
    category === 'Key_Figures' ? `${event.people.join(', ')}: ${event.title}` : event.title;
  return { title, year: event.year, description: event.description };
}

/** A deck from the catalogue's events on the topic, as the Explore category asks (exploreDeck). */
function deckFor(catalogue: Catalogue, request: DeckRequest): GeneratedCard[] {
  return exploreDeck(catalogue.search, request.topic, request.category, GENERATED_DECK_SIZE).map(
    (event) => cardOf(event, request),
  );
}

const RECOMMENDED_SEARCHES = 5;

function searchLinks(query: string, language: Language): ResearchInsight['related_links'] {
  return OFFLINE_WORDING[language].encyclopediaSearches(query).map((url) => ({
    title: `${new URL(url).hostname.replace(/^(www|\w\w)\./, '')}: ${query}`,
    url,
  }));
}

/** Insights composed only from the catalogue record and its neighbours in time. */
function insightOf(
  catalogue: Catalogue,
  found: CatalogueEvent,
  language: Language,
): ResearchInsight {
  const wording = OFFLINE_WORDING[language];
  const event = localizeEvent(found, language);
  const neighbour = relatedEvents(catalogue, found, 1).map((other) =>
    localizeEvent(other, language),
  )[0];
  // Keywords are English words ("abolition", "Cry of Ipiranga"): other languages search by the
  // title and by people's and places' names, which the catalogue keeps as written in English.
  const keywords = language === 'en' ? event.keywords : [];
  const searches = [event.title, ...event.people, ...event.places, ...keywords];
  return {
    ai_summary: event.description,
    bullet_points: [
      `${wording.when}: ${formatYear(event.year, language)} (${formatCentury(event.year, language)})`,
      ...(event.places.length > 0 ? [`${wording.where}: ${event.places.join(', ')}`] : []),
      ...(event.people.length > 0 ? [`${wording.who}: ${event.people.join(', ')}`] : []),
      `${wording.topic}: ${topicName(event.topic, language)} · ${categoryName(event.category, language)}`,
    ],
    did_you_know: neighbour
      ? `${wording.aroundTheSameTime} ${neighbour.title} (${formatYear(neighbour.year, language)}). ${neighbour.description}`
      : '',
    related_links: searchLinks(event.title, language),
    recommended_searches: [...new Set(searches)].slice(0, RECOMMENDED_SEARCHES),
  };
}

function noInsightFor(title: string, language: Language): ResearchInsight {
  return {
    ai_summary: OFFLINE_WORDING[language].noInsight(title),
    bullet_points: [],
    did_you_know: '',
    related_links: searchLinks(title, language),
    recommended_searches: [title],
  };
}

/**
 * The catalogue's summary of the event asked about, found as insights find it (a teacher's "Founding
 * of Rome" is the catalogue's "Rome is founded"). Prompts are for language models and are never
 * read here: a request without an event, or whose event the catalogue lacks, gets the "no entry"
 * answer, quoting the prompt or the event's title.
 */
function summarize(catalogue: Catalogue, { prompt, event, language }: SummaryRequest): string {
  const found = event && findEventAbout(catalogue, { title: event.title, year: event.year });
  if (found) return summaryOf(catalogue, found, language);
  return noEntryFor(event?.title ?? prompt, language);
}

function researchAssistant(catalogue: Catalogue, request: InsightRequest): ResearchInsight {
  const event = findEventAbout(catalogue, { title: request.title, year: request.year });
  return event
    ? insightOf(catalogue, event, request.language)
    : noInsightFor(request.title, request.language);
}

/** The offline provider's three operations, by the name `AiProvider` gives them. */
export type OfflineOperation = 'summarize' | 'generateDeck' | 'researchAssistant';

/** One offline call as a message, as the worker threads receive it (offline-pool.ts). */
export type OfflineTask = {
  [Operation in OfflineOperation]: {
    operation: Operation;
    request: Parameters<AiProvider[Operation]>[0];
  };
}[OfflineOperation];

export type OfflineAnswer<Operation extends OfflineOperation> = Awaited<
  ReturnType<AiProvider[Operation]>
>;

/** Answers one offline call; synchronous, and bounded by the catalogue search's limits. */
export function answerOffline(
  catalogue: Catalogue,
  task: OfflineTask,
): OfflineAnswer<OfflineOperation> {
  switch (task.operation) {
    case 'summarize':
      return summarize(catalogue, task.request);
    case 'generateDeck':
      return deckFor(catalogue, task.request);
    case 'researchAssistant':
      return researchAssistant(catalogue, task.request);
  }
}

/** The offline provider's model, part of the cache key: a new catalogue makes new answers. */
export const offlineModel = (catalogue: Catalogue) => `catalogue-${catalogue.version}`;

/**
 * The offline provider answering on the calling thread: what the worker threads run, and what
 * tests use directly. The server itself uses the pool of worker threads (offline-pool.ts).
 */
export function createOfflineProvider(catalogue: Catalogue): AiProvider {
  return {
    name: 'offline',
    skipsCache: true,
    model: offlineModel(catalogue),
    summarize: async (request) => summarize(catalogue, request),
    generateDeck: async (request) => deckFor(catalogue, request),
    researchAssistant: async (request) => researchAssistant(catalogue, request),
  };
}
