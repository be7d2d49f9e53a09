/**
 * SPEC.md §2: a summary is read line by line, each line a paragraph. Lines are never made into
 * links, even when they look like web addresses: the summary echoes what people typed (and what
 * an AI was prompted with), so a link there could send a reader anywhere. Only an event's own
 * `links` field becomes links (event-links.tsx).
 */
export function summaryLines(summary: string): string[] {
  return summary
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
