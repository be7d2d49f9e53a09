import * as z from 'zod/mini';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(DATABASE_KINDS),
  /** Only with REDIS_URL: `degraded` while Redis is away and limits count per instance. */
  redis: z.optional(z.enum(['ok', 'degraded'])),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** Public, non-secret settings the web app needs at run time. */
export const SiteConfigResponseSchema = z.object({
  supportEmail: z.string(),
});
export type SiteConfigResponse = z.infer<typeof SiteConfigResponseSchema>;
