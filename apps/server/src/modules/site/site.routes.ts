import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, SiteConfigResponseSchema } from '@chronodeck/contract';
import type { Config } from '../../config';

export function siteRoutes(config: Pick<Config, 'supportEmail'>) {
  return async function registerSiteRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      API_ROUTES.site,
      { schema: { response: { 200: SiteConfigResponseSchema } } },
      async () => ({ supportEmail: config.supportEmail }),
    );
  };
}
