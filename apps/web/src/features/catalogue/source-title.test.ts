import { describe, expect, it } from 'vitest';
import { sourceTitle } from './source-title';

describe('sourceTitle', () => {
  it('reads an article title from its address', () => {
    expect(sourceTitle('https://en.wikipedia.org/wiki/Storming_of_the_Bastille')).toBe(
      'Storming of the Bastille',
    );
    expect(sourceTitle('https://en.wikipedia.org/wiki/Lei_%C3%81urea')).toBe('Lei Áurea');
  });

  it('shows a malformed escape as written instead of throwing', () => {
    expect(sourceTitle('https://en.wikipedia.org/wiki/100%_Pure')).toBe('100% Pure');
  });
});
