import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH, ClassCodeSchema } from '@chronodeck/contract';
import { generateClassCode } from './class-code';

/** Reproducible random bytes (SHA-256 of a counter), so the collision check gives the same answer every run. */
function seededBytes(seed: string) {
  let counter = 0;
  let pool = Buffer.alloc(0);
  return (size: number) => {
    while (pool.length < size) {
      const block = createHash('sha256').update(`${seed}:${counter++}`).digest();
      pool = Buffer.concat([pool, block]);
    }
    const bytes = pool.subarray(0, size);
    pool = pool.subarray(size);
    return bytes;
  };
}

describe('generateClassCode', () => {
  const random = seededBytes('chronodeck');
  const codes = Array.from({ length: 100_000 }, () => generateClassCode(random));

  it('draws 100,000 codes without a collision', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses only the readable alphabet, never 0, O, 1, I or L', () => {
    for (const code of codes.slice(0, 5000)) {
      expect(code).toHaveLength(CLASS_CODE_LENGTH);
      expect(ClassCodeSchema.safeParse(code).success).toBe(true);
      expect(code).not.toMatch(/[01OIL]/);
    }
  });

  it('uses every letter of the alphabet about equally often', () => {
    const counts = new Map<string, number>();
    for (const character of codes.join('')) counts.set(character, (counts.get(character) ?? 0) + 1);
    const expected = (codes.length * CLASS_CODE_LENGTH) / CLASS_CODE_ALPHABET.length;
    expect(counts.size).toBe(CLASS_CODE_ALPHABET.length);
    for (const count of counts.values())
      expect(Math.abs(count - expected) / expected).toBeLessThan(0.05);
  });

  it('redraws bytes that would favour the first letters', () => {
    const bytes = [255, 250, 248, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const code = generateClassCode((size) => Buffer.from(bytes.splice(0, size)));
    expect(code).toBe(CLASS_CODE_ALPHABET.slice(0, 8));
  });
});
