import { describe, expect, it } from 'vitest';
import { summaryLines } from './summary-lines';

describe('summary lines', () => {
  it('turns lines starting with http into links and the rest into paragraphs', () => {
    expect(
      summaryLines('The Bastille falls.\n\nhttps://en.wikipedia.org/wiki/Bastille\n  Sources  '),
    ).toEqual([
      { kind: 'text', text: 'The Bastille falls.' },
      {
        kind: 'link',
        href: 'https://en.wikipedia.org/wiki/Bastille',
        label: 'en.wikipedia.org/wiki/Bastille',
      },
      { kind: 'text', text: 'Sources' },
    ]);
  });

  it('never makes a link of a script or data address', () => {
    for (const line of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'httpx://example.com',
    ]) {
      expect(summaryLines(line)).toEqual([{ kind: 'text', text: line }]);
    }
  });

  it('names a search link by its site and what it searches for', () => {
    const [line] = summaryLines('https://www.britannica.com/search?query=S%C3%A3o%20Vicente');
    expect(line).toMatchObject({ kind: 'link', label: 'britannica.com: São Vicente' });
  });

  it('keeps a malformed address as text', () => {
    expect(summaryLines('http://')).toEqual([{ kind: 'text', text: 'http://' }]);
  });

  it('has no lines for an empty summary', () => {
    expect(summaryLines('  \n \n')).toEqual([]);
  });
});
