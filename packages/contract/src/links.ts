/** SPEC.md §5: links starting with http are used as is; any other gets https:// in front. */
export function normaliseLink(link: string): string {
  const trimmed = link.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The links worth keeping from a form: blank entries dropped, the rest normalised. */
export function normaliseLinks(links: readonly string[]): string[] {
  return links.filter((link) => link.trim() !== '').map(normaliseLink);
}
