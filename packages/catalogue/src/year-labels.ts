import type { Language } from '@chronodeck/contract';
import { centuryOf, englishOrdinal, romanNumeral, yearParts } from './years';

interface EraWording {
  /** A BCE year, e.g. "753 BCE" / "753 av. J.-C.". CE years are written as the bare number. */
  bceYear: (value: number) => string;
  century: (value: number) => string;
  bceCentury: (value: number) => string;
}

const ERA_WORDING: Record<Language, EraWording> = {
  en: {
    bceYear: (value) => `${value} BCE`,
    century: (value) => `${englishOrdinal(value)} century`,
    bceCentury: (value) => `${englishOrdinal(value)} century BCE`,
  },
  fr: {
    bceYear: (value) => `${value} av. J.-C.`,
    century: (value) => `${romanNumeral(value)}${value === 1 ? 'er' : 'e'} siècle`,
    bceCentury: (value) => `${romanNumeral(value)}${value === 1 ? 'er' : 'e'} siècle av. J.-C.`,
  },
  pt: {
    bceYear: (value) => `${value} a.C.`,
    century: (value) => `século ${romanNumeral(value)}`,
    bceCentury: (value) => `século ${romanNumeral(value)} a.C.`,
  },
  es: {
    bceYear: (value) => `${value} a. C.`,
    century: (value) => `siglo ${romanNumeral(value)}`,
    bceCentury: (value) => `siglo ${romanNumeral(value)} a. C.`,
  },
  it: {
    bceYear: (value) => `${value} a.C.`,
    century: (value) => `${romanNumeral(value)} secolo`,
    bceCentury: (value) => `${romanNumeral(value)} secolo a.C.`,
  },
};

/** A year as people read it: "1492", "753 BCE" ("753 av. J.-C." in French…), never "-753". */
export function formatYear(year: number, language: Language): string {
  const { value, era } = yearParts(year);
  return era === 'BCE' ? ERA_WORDING[language].bceYear(value) : String(value);
}

/** The century of a year in the reader's language: "15th century", "XVe siècle", "siglo V a. C.". */
export function formatCentury(year: number, language: Language): string {
  const { value, era } = centuryOf(year);
  const wording = ERA_WORDING[language];
  return era === 'BCE' ? wording.bceCentury(value) : wording.century(value);
}
