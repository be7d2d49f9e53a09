import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './app-error';

const API_PREFIXES = ['/api/', '/ai/', '/socket.io/'];

const isSourceMap = (pathName: string) => pathName.endsWith('.map');

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Serves the built web app and answers unknown non-API GETs with index.html, so deep links such
 * as /verify-email?token=… work. API paths that match nothing get a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : null;
  const hasSpa = indexFile !== null && existsSync(indexFile);
  if (hasSpa && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // Source maps stay on the build machine: they would publish the whole source (1 MB).
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders: (response, filePath) => {
        // Vite fingerprints everything under assets/, so those files never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          response.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (isApiPath(request.url)) throw notFound();
      const asset = request.url.split('?')[0] ?? '/';
      if (path.extname(asset) !== '') throw notFound();
      // index.html names the current fingerprinted bundles, so browsers must revalidate it.
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    });
  }
  app.setNotFoundHandler(() => {
    throw notFound();
  });
}
