import { describe, expect, it } from 'vitest';
import { ClassCodeSchema, displayClassCode, normaliseClassCode } from './classes';

describe('class codes as typed', () => {
  it('forgive spaces, dashes and lower case', () => {
    expect(normaliseClassCode(' hx7k-2p9m ')).toBe('HX7K2P9M');
    expect(ClassCodeSchema.parse('hx7k 2p9m')).toBe('HX7K2P9M');
    expect(ClassCodeSchema.parse(displayClassCode('HX7K2P9M'))).toBe('HX7K2P9M');
  });

  it.each([
    'HX7K2P9',
    'HX7K2P9MM',
    'HX0K2P9M',
    'HXIK2P9M',
    'HX1K2P9M',
    'HXOK2P9M',
    'HXLK2P9M',
    'HX7K2P9!',
  ])('refuse %s', (code) => {
    expect(ClassCodeSchema.safeParse(code).success).toBe(false);
  });
});
