import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText, textToHtml } from './html-text';

describe('HTML fields read as text', () => {
  it.each([
    ['Caf&#233; de Flore', 'Café de Flore'],
    ['Caf&eacute; de Flore', 'Café de Flore'],
    ['Joan of Arc&#x27;s trial', "Joan of Arc's trial"],
    ['Rome &amp; the Senate', 'Rome & the Senate'],
    ['&lt;b&gt; is a tag', '<b> is a tag'],
    ['&amp;lt; stays escaped once', '&lt; stays escaped once'],
    ['&quot;Ipiranga&quot; &#8212; 1822', '"Ipiranga" — 1822'],
    ['Battle&nbsp;of&nbsp;Hastings', 'Battle of Hastings'],
    ['<b>Bold</b> and <i>italic</i>', 'Bold and italic'],
    ['Line one<br>line two<br />three', 'Line one\nline two\nthree'],
    ['&copy 1822 &unknown; &', '© 1822 &unknown; &'],
  ])('reads %j as %j', (html, text) => expect(htmlToText(html)).toBe(text));

  it('turns references to characters no text may hold into U+FFFD, as browsers do', () => {
    expect(htmlToText('a&#0;b&#xD800;c')).toBe('a\uFFFDb\uFFFDc');
  });

  it('reads a field of a million "<" in linear time, keeping a "<" no ">" follows', () => {
    const field = `<b>Bold</b> ${'<'.repeat(1_000_000)}`;
    expect(htmlToText(field)).toBe(`Bold ${'<'.repeat(1_000_000)}`);
    expect(htmlToText('<i>One</i> < two')).toBe('One < two');
  });

  it('gives back any text written with textToHtml', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const plain = text.trim();
        expect(htmlToText(textToHtml(plain))).toBe(plain);
      }),
      { numRuns: 200 },
    );
  });
});
