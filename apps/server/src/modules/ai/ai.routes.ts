import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { attemptLimit, byClientAddress } from '../../http/attempt-limit';
import { errorResponses } from '../../http/error-responses';
import type { AiService } from './ai.service';

/**
 * Signed-in callers are counted by account as well, so one account cannot spread over many
 * addresses; guests only by address, so a classroom behind one address shares the larger allowance.
 */
const byAccount = (request: FastifyRequest) => request.currentSession?.user._id;

/** Invalid input, too many calls, or a provider that failed or timed out. */
const routeErrors = errorResponses(400, 429, 503);

export function aiRoutes(aiService: AiService, config: Pick<Config, 'ai'>, status: AiStatus) {
  return async function registerAiRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Guests may use every AI call too (the Explore tab is open to them), within the limits.
    const limited = (name: string) => [
      app.identify,
      attemptLimit(app, name, [
        { rule: config.ai.requestsPerIp, per: 'client address', key: byClientAddress },
        { rule: config.ai.requestsPerUser, per: 'account', key: byAccount },
      ]),
    ];

    app.get(API_ROUTES.ai.status, { schema: { response: { 200: AiStatusSchema } } }, () => status);

    app.post(
      API_ROUTES.generateSummary,
      {
        preHandler: limited('generate-summary'),
        schema: {
          description:
            'A language model answers `prompt`. The offline provider never reads the prompt: it ' +
            'looks `event` up in the catalogue by title and year, and without `event`, or for an ' +
            'event the catalogue lacks, answers that it has no entry.',
          body: GenerateSummaryRequestSchema,
          response: { 200: GenerateSummaryResponseSchema, ...routeErrors },
        },
      },
      async (request) => ({ summary: await aiService.summarize(request.body) }),
    );

    app.post(
      API_ROUTES.ai.generateDeck,
      {
        preHandler: limited('generate-deck'),
        schema: {
          body: GenerateDeckRequestSchema,
          response: { 200: GenerateDeckResponseSchema, ...routeErrors },
        },
      },
      async (request) => ({ deck: await aiService.generateDeck(request.body) }),
    );

    app.post(
      API_ROUTES.ai.researchAssistant,
      {
        preHandler: limited('research-assistant'),
        schema: {
          body: ResearchInsightRequestSchema,
          response: { 200: ResearchInsightSchema, ...routeErrors },
        },
      },
      async (request) => aiService.researchAssistant(request.body),
    );
  };
}
