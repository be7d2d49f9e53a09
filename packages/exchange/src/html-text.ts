import { decodeHTML } from 'entities';

/**
 * Text in the formats that read HTML (Anki fields, TimelineJS headlines and texts) and back: a
 * card's text stays text there, and an imported field's tags and entities are read.
 */
export const textToHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * HTML as text: tags dropped, line breaks and every character reference read as a browser reads
 * it (named, decimal and hexadecimal; a reference to NUL or a surrogate becomes U+FFFD).
 */
export function htmlToText(html: string): string {
  const text = withoutTags(html.replace(/<br\s*\/?>/gi, '\n'))
    // Anki's editor writes `&nbsp;` for spaces typed in a row: they were plain spaces.
    .replace(/&nbsp;/g, ' ');
  return decodeHTML(text).trim();
}

/**
 * The text without its tags, from each "<" to the next ">". Only up to the last ">": past it, the
 * regex would scan the rest of the text again from every "<" (hours for a field of "<<<…").
 */
function withoutTags(html: string): string {
  const end = html.lastIndexOf('>') + 1;
  return html.slice(0, end).replace(/<[^>]*>/g, '') + html.slice(end);
}
