import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  GenerateSummaryRequestSchema,
  GenerateSummaryResponseSchema,
} from '@chronodeck/contract';
import type { Config } from '../../config';
import { attemptLimit, byClientAddress } from '../../http/attempt-limit';
import type { AiService } from './ai.service';

export function aiRoutes(aiService: AiService, config: Pick<Config, 'ai'>) {
  return async function registerAiRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const summaryLimit = attemptLimit(app, 'generate-summary', [
      { rule: config.ai.requestsPerIp, key: byClientAddress },
    ]);

    app.post(
      API_ROUTES.generateSummary,
      {
        preHandler: summaryLimit,
        schema: {
          body: GenerateSummaryRequestSchema,
          response: { 200: GenerateSummaryResponseSchema },
        },
      },
      async (request) => ({ summary: await aiService.summarize(request.body) }),
    );
  };
}
