import * as z from 'zod/mini';
import { HistoricalYearSchema } from './catalogue';
import { LanguageSchema } from './language-schema';
import { EVENT_LIMITS } from './dated-events';
import { optionalText, requiredText } from './text-fields';

/** Longest prompt `/api/generate-summary` accepts. */
export const SUMMARY_PROMPT_MAX_LENGTH = 2000;

/**
 * The event a summary is about, sent beside the prompt so that nothing has to read it back out of
 * prose: the offline provider looks it up in the catalogue by title and year. Same limits as a
 * timeline event's fields.
 */
export const SummaryEventSchema = z.object({
  title: requiredText(EVENT_LIMITS.title, 'Please enter a title.'),
  year: HistoricalYearSchema,
  description: optionalText(EVENT_LIMITS.description),
});
export type SummaryEvent = z.infer<typeof SummaryEventSchema>;

/**
 * A summary request: the prompt a language model answers (SPEC.md §7's texts, see
 * `eventSummaryPrompt` and `classEventSummaryPrompt`) and, when it is about one event, that event.
 *
 * @example
 * const event = { title: 'Storming of the Bastille', year: 1789 };
 * const body: GenerateSummaryRequest = { prompt: eventSummaryPrompt(event), event, language: 'fr' };
 */
export const GenerateSummaryRequestSchema = z.object({
  prompt: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please write a prompt.'),
      z.maxLength(
        SUMMARY_PROMPT_MAX_LENGTH,
        `Prompts are limited to ${SUMMARY_PROMPT_MAX_LENGTH} characters.`,
      ),
    ),
  /** Without it the offline provider has nothing to look up and says it has no entry. */
  event: z.optional(SummaryEventSchema),
  /** Language of the answer; the interface language of the asker. */
  language: z._default(LanguageSchema, 'en'),
});
export type GenerateSummaryRequest = z.input<typeof GenerateSummaryRequestSchema>;

export const GenerateSummaryResponseSchema = z.object({ summary: z.string() });
export type GenerateSummaryResponse = z.infer<typeof GenerateSummaryResponseSchema>;

/**
 * The event browser's summary prompt (SPEC.md §7): a standalone explanation by title, with 2-3
 * sources as full URLs.
 */
export function eventSummaryPrompt(event: { title: string; year: number }): string {
  return (
    `Write a concise, standalone explanation of the historical event "${event.title}" (${event.year}): ` +
    'what it was, when it happened and why it mattered. ' +
    'End with 2-3 reliable sources as full URLs, one per line.'
  );
}

/** Longest title and description `/ai/research-assistant` accepts. */
export const INSIGHT_LIMITS = { title: 200, description: 2000 } as const;

export const ResearchInsightRequestSchema = z.object({
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please enter a title.'), z.maxLength(INSIGHT_LIMITS.title)),
  description: z._default(z.string().check(z.trim(), z.maxLength(INSIGHT_LIMITS.description)), ''),
  /** The event's year, when known: helps tell it from others of a similar name. */
  year: z.optional(HistoricalYearSchema),
  language: z._default(LanguageSchema, 'en'),
});
export type ResearchInsightRequest = z.input<typeof ResearchInsightRequestSchema>;

/** The AI insight response of SPEC.md §3. */
export const ResearchInsightSchema = z.object({
  ai_summary: z.string(),
  bullet_points: z.array(z.string()),
  did_you_know: z.string(),
  related_links: z.array(z.object({ title: z.string(), url: z.string() })),
  recommended_searches: z.array(z.string()),
});
export type ResearchInsight = z.infer<typeof ResearchInsightSchema>;

/**
 * The Explore tab's categories (SPEC.md §2), as sent to `/ai/generate-deck`; the tab labels two of
 * them differently: Explainers is "Overview" and Key_Figures is "Figures".
 */
export const DECK_CATEGORIES = [
  'Explainers',
  'Events',
  'Concepts',
  'Key_Figures',
  'Applications',
  'Quotes',
  'Impact',
  'Controversies',
] as const;
export const DeckCategorySchema = z.enum(DECK_CATEGORIES);
export type DeckCategory = z.infer<typeof DeckCategorySchema>;

/** Largest deck a generation returns. */
export const GENERATED_DECK_SIZE = 12;
export const TOPIC_MAX_LENGTH = 100;

export const GenerateDeckRequestSchema = z.object({
  topic: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a topic.'),
      z.maxLength(TOPIC_MAX_LENGTH, `Topics are limited to ${TOPIC_MAX_LENGTH} characters.`),
    ),
  category: z._default(DeckCategorySchema, 'Events'),
  language: z._default(LanguageSchema, 'en'),
});
export type GenerateDeckRequest = z.input<typeof GenerateDeckRequestSchema>;

/** A generated deck card (SPEC.md §3). */
export const GeneratedCardSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  year: z.number().check(z.int()),
  description: z.string().check(z.trim(), z.maxLength(1000)),
});
export type GeneratedCard = z.infer<typeof GeneratedCardSchema>;

export const GenerateDeckResponseSchema = z.object({ deck: z.array(GeneratedCardSchema) });
export type GenerateDeckResponse = z.infer<typeof GenerateDeckResponseSchema>;

/** SPEC.md §9: an Events card keeps only a year of 3 or 4 digits. */
const EVENT_YEAR_PATTERN = /^\d{3,4}$/;

/**
 * SPEC.md §5's rules for a generated deck: for Events only cards with a 3–4 digit year are kept,
 * and a card repeating the title and year of an earlier one is dropped.
 */
export function cleanGeneratedDeck(
  cards: readonly GeneratedCard[],
  category: DeckCategory,
): GeneratedCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => {
    if (category === 'Events' && !EVENT_YEAR_PATTERN.test(String(card.year))) return false;
    const key = `${card.title.trim().toLowerCase()}|${card.year}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Which AI answers the product: the UI labels results "AI" or "Offline knowledge base". */
export const AiStatusSchema = z.object({
  provider: z.enum(['offline', 'openai-compatible', 'openai', 'anthropic']),
  offline: z.boolean(),
});
export type AiStatus = z.infer<typeof AiStatusSchema>;

/**
 * The class views' summary prompt (SPEC.md §7): "Summarize this historical event" with the title,
 * year and description on their own lines, and bullet points when the teacher asked for them.
 */
export function classEventSummaryPrompt(event: {
  title: string;
  year: number;
  description: string;
  bulletPointsSummary: boolean;
}): string {
  return [
    event.bulletPointsSummary
      ? 'Summarize this historical event as bullet points.'
      : 'Summarize this historical event.',
    `Title: ${event.title}`,
    `Year: ${event.year}`,
    `Description: ${event.description}`,
  ].join('\n');
}
