/**
 * Only web addresses become links: a `javascript:` or `data:` line stays text. Never throws: an
 * address the URL parser refuses is simply not a link.
 */
export function webAddress(line: string): string | null {
  if (!/^https?:\/\//i.test(line)) return null;
  try {
    const url = new URL(line);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Longest link text shown; the full address stays in the link itself. */
export const LINK_TEXT_MAX = 80;

/**
 * What a link reads as: the address as the person typed it, shortened when very long. It is
 * never decoded (`decodeURI` throws on `%E0`), so no address can break the page.
 */
export function linkText(link: string): string {
  return link.length <= LINK_TEXT_MAX ? link : `${link.slice(0, LINK_TEXT_MAX - 1)}…`;
}
