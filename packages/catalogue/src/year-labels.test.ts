import fc from 'fast-check';
import { LANGUAGES } from '@chronodeck/contract';
import { describe, expect, it } from 'vitest';
import { formatCentury, formatYear } from './year-labels';

describe('year labels', () => {
  it.each([
    ['en', '753 BCE', '8th century BCE', '15th century'],
    ['fr', '753 av. J.-C.', 'VIIIe siècle av. J.-C.', 'XVe siècle'],
    ['pt', '753 a.C.', 'século VIII a.C.', 'século XV'],
    ['es', '753 a. C.', 'siglo VIII a. C.', 'siglo XV'],
    ['it', '753 a.C.', 'VIII secolo a.C.', 'XV secolo'],
  ] as const)('writes years and centuries in %s', (language, bceYear, bceCentury, century) => {
    expect(formatYear(-753, language)).toBe(bceYear);
    expect(formatYear(1492, language)).toBe('1492');
    expect(formatCentury(-753, language)).toBe(bceCentury);
    expect(formatCentury(1492, language)).toBe(century);
  });

  it('writes the French first century as "Ier siècle"', () => {
    expect(formatCentury(33, 'fr')).toBe('Ier siècle');
  });

  it('never shows a minus sign', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: -1 }),
        fc.constantFrom(...LANGUAGES),
        (year, language) => {
          expect(formatYear(year, language)).not.toMatch(/^-|-\d/);
          expect(formatCentury(year, language)).not.toMatch(/-\d/);
        },
      ),
    );
  });
});
