import fc from 'fast-check';
import type { QuizEvent } from './quiz-event';

/** Events with distinct ids, any years (BCE included, never 0) and real-looking descriptions. */
export const quizEventsArbitrary = (options: { minLength?: number; maxLength?: number } = {}) =>
  fc
    .uniqueArray(
      fc.record({
        id: fc.uuid(),
        title: fc.constantFrom('Magna Carta', 'Printing press', 'Waterloo', 'Moon landing'),
        year: fc.integer({ min: -3000, max: 2024 }).filter((year) => year !== 0),
        description: fc.constantFrom(
          'King John seals the Great Charter at Runnymede.',
          'Gutenberg prints with movable type in Mainz.',
          'Wellington and Blücher defeat Napoleon.',
          'the crew lands on the moon and returns home.',
        ),
      }),
      { selector: (event) => event.id, ...options },
    )
    .map((events): QuizEvent[] => events);

export const event = (year: number, title = `Event ${year}`): QuizEvent => ({
  id: `${title}-${year}`,
  title,
  year,
  description: `${title} happened in Lisbon.`,
});

/** Events whose title and description state their own year, as 292 catalogue events do. */
export const datedEventsArbitrary = (options: { minLength?: number; maxLength?: number } = {}) =>
  quizEventsArbitrary(options).map((events) =>
    events.map((dated) => {
      const year = `${Math.abs(dated.year)}${dated.year < 0 ? ' BCE' : ''}`;
      return {
        ...dated,
        title: `${dated.title} (${year})`,
        description: `In ${year}: ${dated.description}`,
      };
    }),
  );

/** The year's digits as a number of their own: not part of "18221", "1,822" or "1822.5". */
export const showsYear = (text: string, year: number) =>
  new RegExp(`(?<!\\d|\\d[.,])${Math.abs(year)}(?!\\d|[.,]\\d)`).test(text);
