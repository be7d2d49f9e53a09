import type {
  DeckCategory,
  GeneratedCard,
  Language,
  ResearchInsight,
  SummaryEvent,
} from '@chronodeck/contract';

export interface SummaryRequest {
  /** What a language model is asked. */
  prompt: string;
  /** The event the prompt is about, when it is about one; the offline provider reads only this. */
  event?: SummaryEvent;
  language: Language;
}

export interface DeckRequest {
  topic: string;
  category: DeckCategory;
  language: Language;
}

export interface InsightRequest {
  title: string;
  description: string;
  year?: number | undefined;
  language: Language;
}

/**
 * One source of AI answers. The offline provider retrieves from the built-in catalogue; model
 * providers ask a language model. Every operation receives a signal that aborts it on timeout.
 */
export interface AiProvider {
  /** Which provider this is, as `AI_PROVIDER` names it; part of the cache key. */
  readonly name: 'offline' | 'openai-compatible' | 'openai' | 'anthropic';
  /** The model, or for the offline provider the catalogue version; part of the cache key. */
  readonly model: string;
  /**
   * True when an answer costs less to make than to look up, so answers are never cached: the
   * offline provider answers in about a millisecond on a worker thread, while the cache would cost a
   * read and a write on the event loop (and grow with every anonymous prompt).
   */
  readonly skipsCache?: boolean;
  summarize(request: SummaryRequest, signal: AbortSignal): Promise<string>;
  generateDeck(request: DeckRequest, signal: AbortSignal): Promise<GeneratedCard[]>;
  researchAssistant(request: InsightRequest, signal: AbortSignal): Promise<ResearchInsight>;
  /** Releases what the provider holds (the offline provider's worker threads) when the server stops. */
  close?(): Promise<void>;
}
