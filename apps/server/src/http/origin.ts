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
