import { describe, expect, it } from 'vitest';
import { summaryLines } from './summary-lines';

describe('summary lines', () => {
  it('are the trimmed, non-empty lines', () => {
    expect(summaryLines('The Bastille falls.\n\n  Sources  ')).toEqual([
      'The Bastille falls.',
      'Sources',
    ]);
  });

  it('keep web addresses as text, however well-formed or broken', () => {
    for (const line of [
      'https://phish.example/login',
      'https://example.org/%E0',
      'javascript:alert(1)',
      'http://',
    ]) {
      expect(summaryLines(line)).toEqual([line]);
    }
  });

  it('has no lines for an empty summary', () => {
    expect(summaryLines('  \n \n')).toEqual([]);
  });
});
