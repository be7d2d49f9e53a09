import type { CatalogueEvent, Language } from '@chronodeck/contract';
import { formatCentury, formatYear } from '@chronodeck/catalogue';
import type { Catalogue } from '../../catalogue/catalogue';
import type { AiProvider } from '../ai-provider';
import { findEventForPrompt, subjectOfPrompt } from './event-lookup';
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
        other.category === event.category &&
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
function summaryOf(catalogue: Catalogue, event: CatalogueEvent, language: Language): string {
  const wording = OFFLINE_WORDING[language];
  const related = relatedEvents(catalogue, event);
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

/** Longest piece of a prompt quoted back to the user when nothing matches. */
const QUOTED_SUBJECT_MAX_LENGTH = 120;

function noEntryFor(subject: string, language: Language): string {
  const wording = OFFLINE_WORDING[language];
  const quoted =
    subject.length > QUOTED_SUBJECT_MAX_LENGTH
      ? `${subject.slice(0, QUOTED_SUBJECT_MAX_LENGTH - 1)}…`
      : subject;
  return [wording.noEntry(quoted), ...wording.encyclopediaSearches(quoted)].join('\n');
}

/** The default provider: no network, no model, only what the built-in catalogue says. */
export function createOfflineProvider(catalogue: Catalogue): AiProvider {
  return {
    name: 'offline',
    model: `catalogue-${catalogue.version}`,
    async summarize({ prompt, language }) {
      const event = findEventForPrompt(catalogue, prompt);
      return event
        ? summaryOf(catalogue, event, language)
        : noEntryFor(subjectOfPrompt(prompt).title, language);
    },
  };
}
