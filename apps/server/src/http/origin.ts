/**
 * Whether a browser page at `origin` belongs to the app: one of `trustedOrigins` (APP_URL, the dev
 * server), or a page this server itself served, whatever host name it was reached by (a browser
 * cannot forge the Host header of a request its own page makes). A page on another port or host
 * of the same machine is not trusted.
 */
export function isTrustedOrigin(
  origin: string | undefined,
  host: string | undefined,
  trustedOrigins: readonly string[],
): boolean {
  if (!origin) return false;
  if (trustedOrigins.includes(origin)) return true;
  const parsed = parseOrigin(origin);
  return parsed !== undefined && host !== undefined && parsed.host === host.toLowerCase();
}

function parseOrigin(origin: string): URL | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser request comes from the app's own pages. `Sec-Fetch-Site` is the browser's own
 * verdict, so it decides when sent; without it, the `Origin` must be trusted. A request carrying
 * neither did not come from a page of any browser the app supports: they all send `Origin` with
 * every cross-origin POST, PUT, PATCH and DELETE, forms included. It is a client outside a
 * browser (curl, a script) holding the cookie itself, which is no cross-site forgery.
 */
export function comesFromTheApp(
  headers: Record<string, string | string[] | undefined>,
  trustedOrigins: readonly string[],
): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const { origin, host } = headers;
  if (typeof origin === 'string') {
    return isTrustedOrigin(origin, typeof host === 'string' ? host : undefined, trustedOrigins);
  }
  return true;
}
