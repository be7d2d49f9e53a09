/** Only web addresses become links: a `javascript:` or `data:` line stays text. */
export function webAddress(line: string): string | null {
  if (!/^https?:\/\//i.test(line)) return null;
  try {
    const url = new URL(line);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
