import type { CatalogueEvent, CatalogueRegion, DeckCategory } from '@chronodeck/contract';
import { regionNamed } from './place-aliases';
import type { CatalogueSearch, CatalogueSearchHit, NamedSubject } from './search';
import { queryWords } from './search-words';

export interface TopicDeckOptions {
  size: number;
  /** Only events naming people (a deck of key figures). */
  withPeople?: boolean;
}

const CANDIDATES = 60;
/**
 * An event matching every word of the topic but scoring under this share of the best such event
 * only mentions them in passing ("French" and "revolution" in Yorktown's description).
 */
const PASSING_MENTION_SHARE = 0.2;
/** The heart of a topic: the events matching every word and scoring at least this share of the best. */
const HEART_SHARE = 0.5;
/** How far before and after its heart a topic's events may lie. */
const ERA_MARGIN_YEARS = 50;
/**
 * An event matching only some words of a multi-word topic joins the deck when it scores at least
 * this share of the best full match, in the topic's era and regions: "French Revolution" should not
 * pull in every event that says "French".
 */
const PARTIAL_MATCH_MIN_SHARE = 0.5;

/** The years and regions of a topic's heart, which every card of its deck must share. */
function heartOf(hits: readonly CatalogueSearchHit[]) {
  const best = Math.max(...hits.map((hit) => hit.score));
  const heart = hits.filter((hit) => hit.score >= best * HEART_SHARE);
  const years = heart.map((hit) => hit.event.year);
  return {
    best,
    from: Math.min(...years) - ERA_MARGIN_YEARS,
    to: Math.max(...years) + ERA_MARGIN_YEARS,
    regions: new Set(heart.map((hit) => hit.event.region)),
  };
}

/** Each event once: an event may belong to several subjects a topic names, or match twice. */
const distinctEvents = (events: readonly CatalogueEvent[]) => [...new Set(events)];

/** Alternately from each subject, each one's most defining events first. */
function interleave(subjects: readonly NamedSubject[]): CatalogueEvent[] {
  const longest = Math.max(...subjects.map((subject) => subject.events.length));
  return Array.from({ length: longest }, (_, rank) =>
    subjects.flatMap((subject) => subject.events[rank] ?? []),
  ).flat();
}

/** The continents a topic names ("Cold War Africa", "Guerra Fria na África"). */
const regionsNamedBy = (topic: string): CatalogueRegion[] => [
  ...new Set(queryWords(topic).flatMap((word) => regionNamed(word) ?? [])),
];

/**
 * A subject's events in the continents a topic names, the most defining first, then the other
 * events there in the subject's years that the rest of the topic finds: "Cold War Africa" is the
 * Congo Crisis, Suez and Angola, not Korea or the Prague Spring, which the subject's events (few of
 * them African) would otherwise fill the deck with. The rest of the topic is searched without the
 * continent's name: every event there is in it, so naming it ranks nothing.
 */
function regionalEvents(
  search: CatalogueSearch,
  topic: string,
  members: readonly CatalogueEvent[],
  regions: readonly CatalogueRegion[],
): CatalogueEvent[] {
  const years = members.map((event) => event.year);
  const [from, to] = [Math.min(...years), Math.max(...years)];
  const rest = queryWords(topic).filter((word) => regionNamed(word) === undefined);
  const found = search
    .search(rest.join(' '), { limit: CANDIDATES, regions })
    .map((hit) => hit.event)
    .filter((event) => event.year >= from && event.year <= to);
  return [...members.filter((event) => regions.includes(event.region)), ...found];
}

/**
 * The events of the subjects a topic names, the most defining first. A topic saying more than one
 * subject's name ("Brasile ai Mondiali di calcio") ranks that subject's events by the rest of its
 * words; one naming a continent keeps to it ("Cold War in Asia", "Cold War Africa"); one naming
 * several subjects among other words ("Napoleon in Egypt") keeps only their events matching every
 * word. Undefined when the topic names no subject.
 */
function subjectEvents(search: CatalogueSearch, topic: string): CatalogueEvent[] | undefined {
  const subjects = search.subjectsNamedBy(topic);
  if (subjects.length === 0) return undefined;
  const events = interleave(subjects);
  if (!subjects[0]!.narrower) return events;
  const regions = regionsNamedBy(topic);
  if (regions.length > 0) return regionalEvents(search, topic, events, regions);
  const members = new Set(events);
  const found = search.search(topic, { limit: CANDIDATES }).filter((hit) => members.has(hit.event));
  if (subjects.length > 1) return found.filter((hit) => hit.matchesAll).map((hit) => hit.event);
  return [...found.map((hit) => hit.event), ...events];
}

/**
 * The offline deck for a topic. A topic naming a subject of history (a war, an empire, a period,
 * a figure, in any of the five languages) gets that subject's events, the most defining first.
 * Otherwise, the events matching every word of the topic (in any of the five languages, a people's
 * adjective counting as its country), best first, kept to the era and regions of the strongest
 * ones; then strong partial matches of that era and those regions. At most `size`, in
 * chronological order. Fewer cards rather than unrelated ones; nothing relevant gives an empty deck.
 */
export function topicDeck(
  search: CatalogueSearch,
  topic: string,
  options: TopicDeckOptions,
): CatalogueEvent[] {
  const withPeople = options.withPeople ?? false;
  const events =
    subjectEvents(search, topic)?.filter((event) => !withPeople || event.people.length > 0) ??
    searchedEvents(search, topic, withPeople);
  return distinctEvents(events)
    .slice(0, options.size)
    .sort((a, b) => a.year - b.year);
}

/**
 * The offline deck for an Explore category (SPEC.md §7), as the offline provider answers it and
 * the relevance set checks it. The catalogue holds dated events, not explanations or quotations,
 * so every category gets the topic's events, except Figures, which keeps the events naming people,
 * and Quotes, which is honestly empty.
 */
export function exploreDeck(
  search: CatalogueSearch,
  topic: string,
  category: DeckCategory,
  size: number,
): CatalogueEvent[] {
  if (category === 'Quotes') return [];
  return topicDeck(search, topic, { size, withPeople: category === 'Key_Figures' });
}

/** The events a plain search finds about the topic, best first, kept to its era and regions. */
function searchedEvents(
  search: CatalogueSearch,
  topic: string,
  withPeople: boolean,
): CatalogueEvent[] {
  const hits = search
    .search(topic, { limit: CANDIDATES })
    .filter((hit) => !withPeople || hit.event.people.length > 0);
  const full = hits.filter((hit) => hit.matchesAll);
  // No event names the whole topic: the strongest partial matches, as they are.
  const core = full.length > 0 ? full : hits;
  if (core.length === 0) return [];
  const heart = heartOf(core);
  const inEra = (hit: CatalogueSearchHit) =>
    hit.event.year >= heart.from && hit.event.year <= heart.to;
  const chosen = [
    ...core.filter((hit) => hit.score >= heart.best * PASSING_MENTION_SHARE && inEra(hit)),
    ...hits.filter(
      (hit) =>
        !hit.matchesAll &&
        full.length > 0 &&
        hit.score >= heart.best * PARTIAL_MATCH_MIN_SHARE &&
        inEra(hit) &&
        heart.regions.has(hit.event.region),
    ),
  ];
  return chosen.map((hit) => hit.event);
}
