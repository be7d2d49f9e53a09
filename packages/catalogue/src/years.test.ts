import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centuryLabel,
  centuryOf,
  centurySortKey,
  englishOrdinal,
  romanNumeral,
  yearParts,
} from './years';

const nonZeroYear = fc.integer({ min: -10_000, max: 2100 }).filter((year) => year !== 0);

describe('years', () => {
  it('splits BCE years into a positive value and an era', () => {
    expect(yearParts(-753)).toEqual({ value: 753, era: 'BCE' });
    expect(yearParts(1492)).toEqual({ value: 1492, era: 'CE' });
  });

  it.each([
    [1492, '15th century'],
    [1900, '20th century'],
    [2001, '21st century'],
    [1, '1st century'],
    [122, '2nd century'],
    [250, '3rd century'],
    [1111, '12th century'],
    [-480, '5th century BCE'],
    [-753, '8th century BCE'],
    [-500, '5th century BCE'],
    [-3000, '30th century BCE'],
    [-3500, '35th century BCE'],
    [-100, '1st century BCE'],
    [-1, '1st century BCE'],
  ])('labels the century of %i as "%s"', (year, label) => {
    expect(centuryLabel(year)).toBe(label);
  });

  it('never labels a century 0, and keeps the era of the year', () => {
    fc.assert(
      fc.property(nonZeroYear, (year) => {
        const century = centuryOf(year);
        expect(century.value).toBeGreaterThanOrEqual(1);
        expect(century.era).toBe(year < 0 ? 'BCE' : 'CE');
      }),
    );
  });

  it('orders centuries as the years they contain', () => {
    fc.assert(
      fc.property(nonZeroYear, nonZeroYear, (a, b) => {
        if (a <= b) expect(centurySortKey(a)).toBeLessThanOrEqual(centurySortKey(b));
      }),
    );
  });

  it.each([
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [22, '22nd'],
    [101, '101st'],
    [111, '111th'],
  ])('writes the English ordinal of %i as %s', (value, ordinal) => {
    expect(englishOrdinal(value)).toBe(ordinal);
  });

  it.each([
    [1, 'I'],
    [4, 'IV'],
    [9, 'IX'],
    [14, 'XIV'],
    [19, 'XIX'],
    [21, 'XXI'],
    [40, 'XL'],
  ])('writes %i in Roman numerals as %s', (value, numeral) => {
    expect(romanNumeral(value)).toBe(numeral);
  });
});
