/** Era of a year: negative years are BCE; there is no year 0. */
export type Era = 'BCE' | 'CE';

/** A year split into the number people read and its era: -753 → { value: 753, era: 'BCE' }. */
export interface YearParts {
  value: number;
  era: Era;
}

export function yearParts(year: number): YearParts {
  return { value: Math.abs(year), era: year < 0 ? 'BCE' : 'CE' };
}

/**
 * Century of a year. CE years are counted the everyday way SPEC.md gives (floor(year / 100) + 1, so
 * 1900–1999 is the 20th century); BCE years the standard way, counting back from 1 BCE (500–401 BCE
 * is the 5th century BCE, 100–1 BCE the 1st), since there is no year 0 to start a "0s".
 */
export function centuryOf(year: number): YearParts {
  const { value, era } = yearParts(year);
  return { value: era === 'BCE' ? Math.ceil(value / 100) : Math.floor(value / 100) + 1, era };
}

/** English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function englishOrdinal(value: number): string {
  const lastTwo = value % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${value}th`;
  const suffixes: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };
  return `${value}${suffixes[value % 10] ?? 'th'}`;
}

/** English century label, the catalogue's `century` field: "15th century", "5th century BCE". */
export function centuryLabel(year: number): string {
  const century = centuryOf(year);
  const label = `${englishOrdinal(century.value)} century`;
  return century.era === 'BCE' ? `${label} BCE` : label;
}

/** A signed sort key for centuries, so 5th century BCE sorts before 1st century (CE). */
export function centurySortKey(year: number): number {
  const century = centuryOf(year);
  return century.era === 'BCE' ? -century.value : century.value;
}

const ROMAN_NUMERALS: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Roman numeral of a positive integer, for century labels in French, Portuguese, Spanish and Italian. */
export function romanNumeral(value: number): string {
  let remaining = value;
  let numeral = '';
  for (const [amount, symbol] of ROMAN_NUMERALS) {
    while (remaining >= amount) {
      numeral += symbol;
      remaining -= amount;
    }
  }
  return numeral;
}
