import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as registered; the security tests check each one. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records routes as they are registered; call before registering any. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // HEAD routes are Fastify's automatic twins of GET routes.
      if (method !== 'HEAD') table.push({ method, url: route.url });
    }
  });
}
