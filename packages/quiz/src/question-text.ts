import type { QuizEvent } from './quiz-event';

/** What stands in a question for a hidden year or word, the same in every game. */
export const HIDDEN = '····';

/** An event as a question shows it, with whatever would give the answer away hidden. */
export interface EventText {
  title: string;
  description: string;
}

/**
 * A number on its own, not part of a longer one ("1,500", "2.5"), with what makes it a year: "AD"
 * before it, a decade's "s" or an era after it. Letters may touch it, so "1820s" and "44BC" match.
 */
const NUMBER =
  /(?<!\d|\d[.,])(?:(?<![\p{L}])(?<ad>AD|A\.D\.)\s?)?(?<digits>\d+)(?!\d|[.,]\d)(?<decade>'?s\b)?(?<era>\s?(?:BCE|BC|CE|AD|B\.C\.E\.|B\.C\.|C\.E\.|A\.D\.)(?![\p{L}\p{N}]))?/gu;

/** Words that put a 3–4 digit number in time: "in 909", "c. 800", "until 1763". */
const TIME_BEFORE =
  /(?:^|[^\p{L}])(?:in|by|until|till|since|from|after|before|between|around|circa|c\.|ca\.|r\.|early|late|mid-?)\s*$/iu;

/** Units that make such a number a quantity instead: "in 800 years", "by 300 votes". */
const UNIT_AFTER =
  /^[\s-]*(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?|km|kilometres?|kilometers?|metres?|meters?|miles?|feet|leagues?|votes?|people|men|women|ships|soldiers|troops|copies|pages|%)(?![\p{L}])/iu;

/** What joins the two ends of a span of years: "1822–1825", "587/586", "c. 800 and 900". */
const SPAN_JOIN = /^\s*(?:[-–—/]|and|to|or|until)\s*(?:c\.|ca\.|circa)?\s*$/iu;

/** Money, not a year: "$1500". */
const CURRENCY_BEFORE = /[$£€¥]\s*$/u;

interface NumberMatch {
  start: number;
  end: number;
  digits: string;
  year: boolean;
}

function looksLikeYear(match: RegExpExecArray, text: string, years: readonly string[]): boolean {
  const { ad, digits = '', decade, era } = match.groups ?? {};
  // The event's own year is hidden however it stands, so no question shows its answer.
  if (years.includes(digits)) return true;
  if (digits.length < 3 || digits.length > 4) return Boolean(era ?? ad);
  if (era ?? ad ?? decade) return true;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  if (CURRENCY_BEFORE.test(before) || UNIT_AFTER.test(after)) return false;
  // Four-digit numbers in descriptions are years unless they are money or quantities: the
  // catalogue writes counts with separators ("2,000").
  const value = Number(digits);
  if (digits.length === 4 && value >= 1000 && value <= 2099) return true;
  return TIME_BEFORE.test(before);
}

/** Both ends of a span are years when either is: "between c. 3500 and 3000 BCE". */
function spreadOverSpans(numbers: NumberMatch[], text: string): void {
  let spread = true;
  while (spread) {
    spread = false;
    for (let index = 1; index < numbers.length; index++) {
      const left = numbers[index - 1]!;
      const right = numbers[index]!;
      if (left.year === right.year || !SPAN_JOIN.test(text.slice(left.end, right.start))) continue;
      left.year = true;
      right.year = true;
      spread = true;
    }
  }
}

/**
 * The text with the given years, and every other number written as a year, replaced by HIDDEN:
 * "In 1822 Pedro…" → "In ···· Pedro…", "the 1820s", "1822–1825", "44 BC" (year -44), "c. 800 and
 * 900" all go; quantities such as "400 colonists", "$700 billion" or "2,000" stay.
 *
 * @example hideYears('Caesar is killed in 44 BC.', [-44]) // 'Caesar is killed in ····.'
 */
export function hideYears(text: string, years: readonly number[]): string {
  const own = years.map((year) => String(Math.abs(year)));
  const numbers: NumberMatch[] = [...text.matchAll(NUMBER)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    digits: match.groups?.digits ?? '',
    year: looksLikeYear(match, text, own),
  }));
  spreadOverSpans(numbers, text);
  let shown = '';
  let from = 0;
  for (const number of numbers) {
    if (!number.year) continue;
    shown += text.slice(from, number.start) + HIDDEN;
    from = number.end;
  }
  return shown + text.slice(from);
}

/**
 * An event's title and description as a question may show them: its own year, the years of the
 * events asked with it (both of a which-first pair) and any other year hidden.
 *
 * @example questionText(event, [event.year, other.year]).description
 */
export function questionText(event: QuizEvent, years: readonly number[] = [event.year]): EventText {
  const hidden = years.includes(event.year) ? years : [event.year, ...years];
  return {
    title: hideYears(event.title, hidden),
    description: hideYears(event.description, hidden),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with every whole-word occurrence of `word` replaced by HIDDEN, whatever its case:
 * hideWord('Lisbon, lisbon and Lisbonite', 'Lisbon') → '····, ···· and Lisbonite'.
 */
export function hideWord(text: string, word: string): string {
  if (word.length === 0) return text;
  const whole = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(whole, HIDDEN);
}
