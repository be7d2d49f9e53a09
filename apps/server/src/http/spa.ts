import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@chronodeck/contract';
import { notFound } from './app-error';

const API_PREFIXES = ['/api/', '/ai/', '/socket.io/'];
const PRERENDERED_DIR = 'prerendered';

const isSourceMap = (pathName: string) => pathName.endsWith('.map');

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** pages.json, as apps/web/build.mjs writes it beside the prerendered pages. */
interface PrerenderManifest {
  /** Page names by path. */
  pages: Record<string, string>;
  shell: string;
  shellWithoutNavbar: string;
  pathsWithoutNavbar: string[];
  /** CSP sources ('sha256-…') of the styles the pages carry inline. */
  styleHashes: string[];
}

/** What the web build prerendered: page names by request path, and the shells. */
export interface PrerenderedPages extends Omit<PrerenderManifest, 'pages' | 'pathsWithoutNavbar'> {
  byPath: Map<string, string>;
  pathsWithoutNavbar: Set<string>;
}

/** The prerendered pages of a built web app, or null for a build without them (or no build). */
export function readPrerenderedPages(webDistDir: string | null): PrerenderedPages | null {
  if (!webDistDir) return null;
  const file = path.join(webDistDir, PRERENDERED_DIR, 'pages.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest;
  return {
    ...manifest,
    byPath: new Map(Object.entries(manifest.pages).map(([name, url]) => [url, name])),
    pathsWithoutNavbar: new Set(manifest.pathsWithoutNavbar),
  };
}

/** A guarded page's shell: without the navbar where the page draws its own header. */
function shellFor(prerendered: PrerenderedPages, pathName: string): string {
  return prerendered.pathsWithoutNavbar.has(pathName)
    ? prerendered.shellWithoutNavbar
    : prerendered.shell;
}

function readerLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/**
 * The HTML for a page path: a public page prerendered in the reader's language, a light shell
 * for any other page, or the bare index.html of a build without prerendered pages.
 */
function pageFile(prerendered: PrerenderedPages | null, pathName: string, language: Language) {
  if (!prerendered) return 'index.html';
  const name = prerendered.byPath.get(pathName) ?? shellFor(prerendered, pathName);
  return path.posix.join(PRERENDERED_DIR, language, `${name}.html`);
}

function sendPage(reply: FastifyReply, file: string) {
  // The page names the current fingerprinted bundles, so browsers must revalidate it; its
  // language follows the language cookie.
  return reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Cookie')
    .sendFile(file, { cacheControl: false });
}

/**
 * Serves the built web app, each file in the brotli or gzip copy the build made when the browser
 * accepts it, and answers unknown non-API GETs with a page, so deep links such as
 * /verify-email?token=… work. API paths that match nothing get a JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string | null,
  prerendered: PrerenderedPages | null,
): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : null;
  const hasSpa = indexFile !== null && existsSync(indexFile);
  if (hasSpa && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
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
      const pathName = request.url.split('?')[0] ?? '/';
      if (path.extname(pathName) !== '') throw notFound();
      return sendPage(reply, pageFile(prerendered, pathName, readerLanguage(request)));
    });
  }
  app.setNotFoundHandler(() => {
    throw notFound();
  });
}
