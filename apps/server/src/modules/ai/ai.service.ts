import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  cleanGeneratedDeck,
  GeneratedCardSchema,
  ResearchInsightSchema,
  type GeneratedCard,
  type Language,
  type ResearchInsight,
} from '@chronodeck/contract';
import { AppError } from '../../http/app-error';
import type { AiCacheRepository } from './ai-cache.repository';
import type { AiProvider, DeckRequest, InsightRequest, SummaryRequest } from './ai-provider';
import { describeProviderFailure } from './provider-failure';

export interface AiService {
  summarize(request: SummaryRequest): Promise<string>;
  generateDeck(request: DeckRequest): Promise<GeneratedCard[]>;
  researchAssistant(request: InsightRequest): Promise<ResearchInsight>;
}

interface AiServiceOptions {
  provider: AiProvider;
  cache: AiCacheRepository;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

interface Operation<T> {
  name: string;
  /** What is asked, before normalisation; identical questions share one cache entry. */
  input: string;
  /** Structured input asked beside the text, already normalised; part of the cache key too. */
  structure?: unknown;
  language: Language;
  /** A classic or zod/mini schema; `z.parse` throws classic's ZodError either way. */
  schema: z.core.$ZodType<T>;
  /** The message the user sees when the provider fails (SPEC.md §8). */
  failureMessage: string;
  run: (signal: AbortSignal) => Promise<T>;
}

/** Case and spacing do not change the question, so they do not change the cache key either. */
function normaliseInput(input: string): string {
  return input.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function createAiService({ provider, cache, timeoutMs, log }: AiServiceOptions): AiService {
  function cacheKeyOf(
    operation: Pick<Operation<unknown>, 'name' | 'input' | 'structure' | 'language'>,
  ): string {
    const parts = [
      operation.name,
      normaliseInput(operation.input),
      operation.language,
      provider.name,
      provider.model,
      // Only when there is one, so the keys of operations without structure stay as they were.
      ...(operation.structure === undefined ? [] : [operation.structure]),
    ];
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  }

  async function ask<T>(operation: Operation<T>): Promise<T> {
    try {
      return z.parse(operation.schema, await operation.run(AbortSignal.timeout(timeoutMs)));
    } catch (error) {
      // The user gets a plain message; the log gets what went wrong, without request details.
      log.warn(
        {
          operation: operation.name,
          provider: provider.name,
          failure: describeProviderFailure(error),
        },
        'AI provider failed',
      );
      throw new AppError(503, 'AI_UNAVAILABLE', operation.failureMessage);
    }
  }

  async function answer<T>(operation: Operation<T>): Promise<T> {
    if (provider.skipsCache) return ask(operation);
    const cacheKey = cacheKeyOf(operation);
    const cached = z.safeParse(operation.schema, await cache.find(cacheKey));
    if (cached.success) return cached.data;
    const response = await ask(operation);
    await cache.save({
      cacheKey,
      operation: operation.name,
      provider: provider.name,
      model: provider.model,
      language: operation.language,
      response,
    });
    return response;
  }

  return {
    summarize: (request) =>
      answer({
        name: 'summarize',
        input: request.prompt,
        structure: request.event && {
          event: {
            title: normaliseInput(request.event.title),
            year: request.event.year,
            description: normaliseInput(request.event.description),
          },
        },
        language: request.language,
        schema: z.string(),
        failureMessage: 'Failed to fetch AI summary.',
        run: (signal) => provider.summarize(request, signal),
      }),

    generateDeck: async (request) =>
      cleanGeneratedDeck(
        await answer({
          name: 'generate-deck',
          input: `${request.category}\n${request.topic}`,
          language: request.language,
          schema: z.array(GeneratedCardSchema),
          failureMessage: 'Failed to generate deck.',
          run: (signal) => provider.generateDeck(request, signal),
        }),
        request.category,
      ),

    researchAssistant: (request) =>
      answer({
        name: 'research-assistant',
        input: `${request.title}\n${request.description}`,
        structure: { year: request.year ?? null },
        language: request.language,
        schema: ResearchInsightSchema,
        failureMessage: 'Failed to fetch insights.',
        run: (signal) => provider.researchAssistant(request, signal),
      }),
  };
}
