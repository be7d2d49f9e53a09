import { textToHtml } from './html-text';
import type { ExchangeCard } from './exchange-card';

/** TimelineJS3's JSON format (timeline.knightlab.com/docs/json-format.html), the parts we fill. */
export interface TimelineJsDocument {
  title?: { text: { headline: string; text?: string } };
  events: {
    start_date: { year: number };
    text: { headline: string; text?: string };
    group?: string;
  }[];
}

/**
 * A deck as a TimelineJS timeline: one event per card, BCE years negative, grouped by category;
 * titles and descriptions HTML-escaped.
 */
export function cardsToTimelineJs(
  cards: readonly ExchangeCard[],
  headline: string,
): TimelineJsDocument {
  return {
    title: { text: { headline: textToHtml(headline) } },
    events: cards.map((card) => ({
      start_date: { year: card.year },
      text: { headline: textToHtml(card.title), text: textToHtml(card.description) },
      ...(card.category ? { group: card.category } : {}),
    })),
  };
}
