import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, SiteConfigResponseSchema } from '@chronodeck/contract';
import type { Config } from '../../config';

export function siteRoutes(config: Pick<Config, 'supportEmail'>) {
  return async function registerSiteRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      API_ROUTES.site,
      {
        schema: {
          summary: 'Public site settings',
          description: 'The support e-mail address the web app shows.',
          response: { 200: SiteConfigResponseSchema },
        },
      },
      async () => ({ supportEmail: config.supportEmail }),
    );
  };
}
