import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AiStatusSchema,
  API_ROUTES,
  GenerateDeckRequestSchema,
  GenerateDeckResponseSchema,
  GenerateSummaryRequestSchema,
  GenerateSummaryResponseSchema,
  ResearchInsightRequestSchema,
  ResearchInsightSchema,
  type AiStatus,
} from '@chronodeck/contract';
import type { Config } from '../../config';
import { attemptLimit, byAccount, byClientAddress } from '../../http/attempt-limit';
import { errorResponses } from '../../http/error-responses';
import type { AiService } from './ai.service';

/**
 * Signed-in callers are counted by account as well, so one account cannot spread over many
 * addresses; guests only by address, so a classroom behind one address shares the larger allowance.
 */

/** Invalid or too large input, too many calls, or a provider (or the answer cache) that failed. */
const routeErrors = errorResponses(400, 413, 429, 503);

/** Said by every limited AI route, since the limit text of each states its numbers only. */
const SHARED_LIMIT_NOTE =
  ' The limits are one budget for all AI calls together: a call to any AI route counts against them.';

export function aiRoutes(aiService: AiService, config: Pick<Config, 'ai'>, status: AiStatus) {
  return async function registerAiRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Guests may use every AI call too (the Explore tab is open to them), within the limits. One
    // check, so one set of counters, for every route: a client cannot triple its budget by
    // spreading its calls over the routes.
    const aiLimit = attemptLimit(app, 'ai', [
      { rule: config.ai.requestsPerIp, per: 'client address', key: byClientAddress },
      { rule: config.ai.requestsPerUser, per: 'account', key: byAccount },
    ]);
    // A fresh list per route, as each route keeps its own hooks.
    const limited = () => [app.identify, aiLimit];

    app.get(
      API_ROUTES.ai.status,
      {
        schema: {
          summary: 'Which AI provider answers',
          description:
            '`provider` names it; `offline` is true for the built-in knowledge base, which ' +
            'answers from the catalogue without a language model.',
          response: { 200: AiStatusSchema },
        },
      },
      () => status,
    );

    app.post(
      API_ROUTES.generateSummary,
      {
        preHandler: limited(),
        schema: {
          summary: 'Summarise an event',
          description:
            'A language model answers `prompt`. The offline provider never reads the prompt: it ' +
            'looks `event` up in the catalogue by title and year, and without `event`, or for an ' +
            "event the catalogue lacks, answers that it has no entry. A model's answers are cached by " +
            'prompt and event. A provider that fails or times out answers 503 `AI_UNAVAILABLE`.' +
            SHARED_LIMIT_NOTE,
          body: GenerateSummaryRequestSchema,
          response: { 200: GenerateSummaryResponseSchema, ...routeErrors },
        },
      },
      async (request) => ({ summary: await aiService.summarize(request.body) }),
    );

    app.post(
      API_ROUTES.ai.generateDeck,
      {
        preHandler: limited(),
        schema: {
          summary: 'Generate a deck of dated event cards on a topic',
          description:
            'Cards on `topic` in one `category`, each with a title, a year and a description. ' +
            'An Events deck keeps only cards with a 3- or 4-digit year, and a card repeating an ' +
            'earlier title and year is dropped. The offline provider takes the catalogue events ' +
            "that best match the topic (at most 12, in year order). A model's answers are cached; " +
            'a provider that fails or times out answers 503 `AI_UNAVAILABLE`.' +
            SHARED_LIMIT_NOTE,
          body: GenerateDeckRequestSchema,
          response: { 200: GenerateDeckResponseSchema, ...routeErrors },
        },
      },
      async (request) => ({ deck: await aiService.generateDeck(request.body) }),
    );

    app.post(
      API_ROUTES.ai.researchAssistant,
      {
        preHandler: limited(),
        schema: {
          summary: 'Insights on an event',
          description:
            'A summary, key points, a "did you know", related links and searches for the event ' +
            "with this `title` and `description`. A model's answers are cached. A provider that " +
            'fails or times out answers 503 `AI_UNAVAILABLE`.' +
            SHARED_LIMIT_NOTE,
          body: ResearchInsightRequestSchema,
          response: { 200: ResearchInsightSchema, ...routeErrors },
        },
      },
      async (request) => aiService.researchAssistant(request.body),
    );
  };
}
