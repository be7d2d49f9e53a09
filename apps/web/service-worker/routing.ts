import { API_ROUTES, DEFAULT_LANGUAGE } from '@chronodeck/contract';

/** What the build tells the service worker (apps/web/build.mjs). */
export interface OfflineBuild {
  /** Changes whenever any precached file does: names the shell cache. */
  version: string;
  /** Every file of the app to keep, by path: bundles, styles, icons, the page shells. */
  files: string[];
  languages: string[];
  /** Pages that draw their own header, whose shell has no navbar. */
  pathsWithoutNavbar: string[];
}

/**
 * How the service worker answers a GET of its own origin:
 * - `page`: a page; the network's, else the shell of the app, which then draws the page itself;
 * - `precached`: a file of this version of the app, from the cache;
 * - `read`: an API read; the network's answer, kept, else the last one kept;
 * - `network`: left to the browser (downloads, sockets, sign-in).
 */
export type Strategy = 'page' | 'precached' | 'read' | 'network';

/** Reads not kept: files made to download, and the session's own calls except "who am I". */
const NOT_KEPT = [/\/export$/, /\.csv$/, /^\/api\/auth\/(?!me$)/, /^\/api\/docs/];

export function isKeptRead(pathname: string): boolean {
  if (pathname === API_ROUTES.catalogueEvents) return true;
  return pathname.startsWith('/api/') && !NOT_KEPT.some((pattern) => pattern.test(pathname));
}

export function strategyFor(
  request: { method: string; mode: string; url: string },
  origin: string,
  precached: ReadonlySet<string>,
): Strategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (precached.has(url.pathname)) return 'precached';
  return isKeptRead(url.pathname) ? 'read' : 'network';
}

/** The prerendered shell for a page path, in the reader's language (English if unknown). */
export function shellPath(build: OfflineBuild, pathname: string, language: string | undefined) {
  const lang = language && build.languages.includes(language) ? language : 'en';
  const name = build.pathsWithoutNavbar.includes(pathname) ? 'shell-without-navbar' : 'shell';
  return `/prerendered/${lang}/${name}.html`;
}

/** What the service worker keeps at install for reading offline: the catalogue and its categories. */
export const keptAtInstall = (language: string | undefined) => [
  wholeCataloguePath(language),
  API_ROUTES.catalogue.categories,
];

const wholeCataloguePath = (language: string | null | undefined) =>
  `${API_ROUTES.catalogueEvents}?lang=${language ?? DEFAULT_LANGUAGE}`;

/**
 * A category's list (`/events.json?category=…`) names the whole catalogue in its language and the
 * category: offline, a category never read before is cut from the whole list kept at install.
 */
export function categoryListIn(url: URL): { wholeList: string; category: string } | null {
  const category = url.searchParams.get('category');
  if (url.pathname !== API_ROUTES.catalogueEvents || !category) return null;
  return { wholeList: wholeCataloguePath(url.searchParams.get('lang')), category };
}
