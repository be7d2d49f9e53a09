import { describe, expect, it } from 'vitest';
import { normaliseLink, normaliseLinks } from './links';

describe('links', () => {
  it('keeps http and https links as they are', () => {
    expect(normaliseLink('http://example.com/a')).toBe('http://example.com/a');
    expect(normaliseLink(' HTTPS://example.com ')).toBe('HTTPS://example.com');
  });

  it('puts https:// in front of anything else', () => {
    expect(normaliseLink('example.com/page')).toBe('https://example.com/page');
    expect(normaliseLink('javascript:alert(1)')).toBe('https://javascript:alert(1)');
  });

  it('drops blank entries', () => {
    expect(normaliseLinks(['', ' ', 'britannica.com'])).toEqual(['https://britannica.com']);
  });
});
