/**
 * A year read from what people type in spreadsheets and flashcard apps: "1822", "-44", "44 BC",
 * "44 BCE", "44 a.C.", "44 av. J.-C.", "c. 1500", "circa 1500", "1500s", "AD 79", "79 CE",
 * "1822-09-07", "1822.0". Null when the text holds no year (there is no year 0).
 */
export function yearFromText(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^(?:c\.|ca\.?|circa|approx\.?|about|~)\s*/i, '')
    .replace(/^(\d{1,4})-\d{1,2}-\d{1,2}(?:[T ].*)?$/, '$1')
    .replace(/^(-?\d{1,4})\.0+$/, '$1');
  const match =
    /^(?:(?<adBefore>AD|A\.D\.|CE)\s*)?(?<sign>-)?(?<digits>\d{1,4})(?:'?s)?\s*(?<era>BCE|BC|B\.C\.E\.|B\.C\.|AEC|a\.?\s?C\.?|av\.?\s?J\.?-?C\.?|AD|A\.D\.|CE|d\.?\s?C\.?|apr\.?\s?J\.?-?C\.?)?$/i.exec(
      cleaned,
    );
  if (!match?.groups) return null;
  const { adBefore, sign, digits, era } = match.groups;
  const value = Number(digits);
  if (value === 0) return null;
  const beforeCommonEra = era !== undefined && /^(BCE|BC|B\.C|AEC|a\.?\s?C|av)/i.test(era);
  if (adBefore && (sign || beforeCommonEra)) return null;
  return sign || beforeCommonEra ? -value : value;
}
