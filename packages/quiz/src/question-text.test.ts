import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIDDEN, hideWord, hideYears, questionText } from './question-text';
import { event, showsYear } from './test-events';

const yearArbitrary = fc.integer({ min: -3500, max: 2100 }).filter((year) => year !== 0);

describe('hiding years', () => {
  it.each([
    ['In 1822 Pedro declared independence.', [1822], 'In ···· Pedro declared independence.'],
    ['In the 1820s Harlem grew.', [1825], 'In the ···· Harlem grew.'],
    ["Brazil's 1820's trade", [1822], "Brazil's ···· trade"],
    ['The war (1822–1825) ended.', [1822], 'The war (····–····) ended.'],
    ['From 1624-1625, the Dutch', [1630], 'From ····-····, the Dutch'],
    ['Caesar is killed in 44 BC.', [-44], 'Caesar is killed in ····.'],
    ['Caesar is killed in 44 BCE at Rome.', [-44], 'Caesar is killed in ···· at Rome.'],
    ['Vesuvius erupts in AD 79.', [79], 'Vesuvius erupts in ····.'],
    [
      'Between c. 3500 and 3000 BCE wheeled carts',
      [-3500],
      'Between c. ···· and ···· wheeled carts',
    ],
    ['In 587 or 586 BCE Nebuchadnezzar', [-586], 'In ···· or ···· Nebuchadnezzar'],
    ['ruled (r. 813-833) from Baghdad', [830], 'ruled (r. ····-····) from Baghdad'],
    [
      'the Fatimids, founded in 909, take Egypt in 973.',
      [969],
      'the Fatimids, founded in ····, take Egypt in ····.',
    ],
    ['Between c. 800 and 900 most cities', [909], 'Between c. ···· and ···· most cities'],
    ['an armistice in 1953 left Korea divided', [1950], 'an armistice in ···· left Korea divided'],
  ])('%s', (text, years, shown) => {
    expect(hideYears(text, years)).toBe(shown);
  });

  it.each([
    'killing about 400 colonists',
    'dump 342 chests of tea',
    'passed a $700 billion bank rescue',
    'inflation passed 2,000% in a year',
    'Executive Order 9066 of 19 February',
    'the Trans-Amazonian Highway (BR-230)',
    'at about 146 metres it was the tallest',
    'the first defeat in 800 years',
    'with 365 days and a leap day',
    'roughly 250 to 300 Lakota',
  ])('keeps quantities: %s', (text) => {
    expect(hideYears(text, [1500])).toBe(text);
  });

  it("hides the event's own year however it is written, even as a quantity", () => {
    expect(hideYears('About 146 metres high, finished c. 146.', [146])).toBe(
      `About ${HIDDEN} metres high, finished c. ${HIDDEN}.`,
    );
  });

  it('never shows the year as a number of its own, in any text', () => {
    const pieces = (year: number) => {
      const digits = String(Math.abs(year));
      return fc.constantFrom(
        digits,
        `${digits}s`,
        `${digits} BC`,
        `${digits} BCE`,
        `AD ${digits}`,
        `c. ${digits}`,
        `(${digits})`,
        `${digits}–${Math.abs(year) + 3}`,
        `${digits},`,
        `${digits}.`,
        `x${digits}y`,
        '1,500',
        '2.5',
        'Lisbon',
        'in',
        '–',
      );
    };
    fc.assert(
      fc.property(
        yearArbitrary.chain((year) =>
          fc.tuple(
            fc.constant(year),
            fc.array(fc.oneof(pieces(year), fc.string({ maxLength: 6 })), { maxLength: 12 }),
            fc.constantFrom(' ', '', '-'),
          ),
        ),
        ([year, words, separator]) => {
          const text = words.join(separator);
          expect(showsYear(hideYears(text, [year]), year)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('leaves a text without digits as it is', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/\d/.test(text)),
        yearArbitrary,
        (text, year) => {
          expect(hideYears(text, [year])).toBe(text);
        },
      ),
    );
  });

  it('hides nothing twice: hiding again changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), yearArbitrary, (text, year) => {
        const once = hideYears(text, [year]);
        expect(hideYears(once, [year])).toBe(once);
      }),
    );
  });
});

describe('question text', () => {
  it("hides the event's year in its title and description, and the years asked with it", () => {
    const revolution = {
      id: 'r',
      title: 'Revolution of 1830',
      year: 1830,
      description: 'Three days in July 1830 end the reign of Charles X, as in 1789.',
    };
    expect(questionText(revolution, [1789])).toEqual({
      title: `Revolution of ${HIDDEN}`,
      description: `Three days in July ${HIDDEN} end the reign of Charles X, as in ${HIDDEN}.`,
    });
  });

  it('shows no catalogue event its own year', () => {
    const folder = new URL('../../catalogue/data/', import.meta.url);
    const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
    const events = files.flatMap((name) => {
      const file = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as {
        events: { id: string; title: string; year: number; description: string }[];
      };
      return file.events;
    });
    expect(events.length).toBeGreaterThan(800);
    const revealing = events.filter((catalogued) => {
      const shown = questionText(catalogued);
      return showsYear(`${shown.title} ${shown.description}`, catalogued.year);
    });
    expect(revealing.map((catalogued) => catalogued.id)).toEqual([]);
  });

  it('keeps a text with no years unchanged', () => {
    expect(questionText(event(1755, 'Earthquake'))).toEqual({
      title: 'Earthquake',
      description: 'Earthquake happened in Lisbon.',
    });
  });
});

describe('hiding a word', () => {
  it('hides whole words in any case, and nothing inside longer words', () => {
    expect(hideWord('Lisbon, LISBON and lisbon’s Lisbonite', 'Lisbon')).toBe(
      `${HIDDEN}, ${HIDDEN} and ${HIDDEN}’s Lisbonite`,
    );
  });

  it('treats the word as text, not a pattern', () => {
    expect(hideWord('a.b and axb', 'a.b')).toBe(`${HIDDEN} and axb`);
  });
});
