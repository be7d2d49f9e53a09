import { webAddress } from '../links/web-address';

export type SummaryLine =
  { kind: 'link'; href: string; label: string } | { kind: 'text'; text: string };

/** Query parameters that carry what a search page searches for. */
const SEARCH_PARAMS = ['search', 'query', 'q'];

/** A readable name for a link: its site, and what it searches for when it is a search page. */
export function linkLabel(href: string): string {
  const url = new URL(href);
  const site = url.hostname.replace(/^www\./, '');
  const searched = SEARCH_PARAMS.map((name) => url.searchParams.get(name)).find(Boolean);
  return searched
    ? `${site}: ${searched}`
    : `${site}${url.pathname === '/' ? '' : decodeURI(url.pathname)}`;
}

/** SPEC.md §2: a summary is read line by line; a line starting with http is a link, any other a paragraph. */
export function summaryLines(summary: string): SummaryLine[] {
  return summary
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const href = webAddress(line);
      return href ? { kind: 'link', href, label: linkLabel(href) } : { kind: 'text', text: line };
    });
}
