import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerFillBlank,
  BLANK_MARKER,
  blankCandidates,
  blankQuestion,
  FILL_BLANK_QUESTIONS,
  fillBlankResult,
  isBlankAnswerCorrect,
  nextFillBlank,
  normaliseAnswer,
  startFillBlank,
  type FillBlankState,
} from './fill-blank';
import { seededRandom } from './random';
import { expectResultMatchesAnswers } from './result-checks';
import { event, quizEventsArbitrary } from './test-events';

const words = (text: string) => text.split(' ');

describe('choosing the blank', () => {
  it('prefers capitalised words longer than 4 letters', () => {
    const text = words('The Treaty of Tordesillas divides the world');
    expect(blankCandidates(text).map((index) => text[index])).toEqual(['Treaty', 'Tordesillas']);
  });

  it('never blanks the stop words, capitalised or not', () => {
    const text = words('Into Upon Were With Over From Where Paris');
    expect(blankCandidates(text).map((index) => text[index])).toEqual(['Where', 'Paris']);
  });

  it('falls back to any word longer than 3 characters', () => {
    const text = words('the army took the city by storm');
    expect(blankCandidates(text).map((index) => text[index])).toEqual([
      'army',
      'took',
      'city',
      'storm',
    ]);
  });

  it('counts letters only, so punctuation does not make a word long enough', () => {
    expect(blankCandidates(words('Rome, Nile. (Lisbon)'))).toEqual([2]);
    expect(blankCandidates(words('Ur, "Nil."'))).toEqual([]);
  });

  it('replaces just the word, keeping its punctuation, and remembers the full text', () => {
    const question = blankQuestion(event(1755, 'Earthquake'), seededRandom(1))!;
    expect(question.description).toBe(`Earthquake happened in ${BLANK_MARKER}.`);
    expect(question.answer).toBe('Lisbon');
    expect(question.fullDescription).toBe('Earthquake happened in Lisbon.');
  });

  it('always blanks one word that the rule allows', () => {
    fc.assert(
      fc.property(quizEventsArbitrary({ minLength: 1 }), fc.integer(), (events, seed) => {
        const question = blankQuestion(events[0]!, seededRandom(seed));
        if (!question) return;
        expect(question.description.split(BLANK_MARKER)).toHaveLength(2);
        expect(question.answer.length).toBeGreaterThan(3);
      }),
    );
  });
});

describe('matching the answer', () => {
  it.each([
    ['  Lisbon ', 'Lisbon'],
    ['LISBON', 'Lisbon'],
    ['lisbon!', 'Lisbon'],
    ['São-Paulo', 'SãoPaulo'],
    ['Getúlio', 'getúlio'],
  ])('accepts "%s" for "%s"', (given, expected) => {
    expect(isBlankAnswerCorrect(given, expected)).toBe(true);
  });

  it('does not strip accents, which are letters', () => {
    expect(isBlankAnswerCorrect('Getulio', 'Getúlio')).toBe(false);
    expect(normaliseAnswer(' Ça va? ')).toBe('çava');
  });

  it('refuses an empty answer', () => {
    expect(isBlankAnswerCorrect('   ', 'Lisbon')).toBe(false);
  });
});

describe('fill in the blank round', () => {
  const events = Array.from({ length: 14 }, (_, index) => ({
    id: `e${index}`,
    title: `Event ${index}`,
    year: 1000 + index,
    description: 'it happened in Lisbon.',
  }));

  it('asks 10 questions, then ends with the score', () => {
    let state: FillBlankState = startFillBlank(events, seededRandom(7));
    let asked = 0;
    while (state.phase === 'question') {
      asked += 1;
      state = nextFillBlank(answerFillBlank(state, asked % 2 === 0 ? 'Lisbon' : 'wrong'));
    }
    expect(asked).toBe(FILL_BLANK_QUESTIONS);
    expect(state).toMatchObject({ phase: 'finished', tally: { score: 5 } });
  });

  it('is empty when no description has a word to blank', () => {
    const blankless = [{ id: 'a', title: 'A', year: 1, description: 'a b c' }];
    expect(startFillBlank(blankless, seededRandom(1))).toEqual({ phase: 'empty' });
  });

  it('takes one answer per question', () => {
    const answered = answerFillBlank(startFillBlank(events, seededRandom(2)), 'Lisbon');
    expect(answered).toMatchObject({ phase: 'answered', correct: true });
    expect(answerFillBlank(answered, 'again')).toBe(answered);
  });
});

describe('fill in the blank result', () => {
  const events = Array.from({ length: 12 }, (_, index) => ({
    id: `e${index}`,
    title: `Event ${index}`,
    year: 1000 + index,
    description: 'it happened in Lisbon.',
  }));

  it('is null until the last Next, then the score out of the questions asked', () => {
    let state: FillBlankState = startFillBlank(events.slice(0, 3), seededRandom(3));
    const asked: string[] = [];
    for (const given of ['Lisbon', 'Porto', 'lisbon']) {
      if (state.phase !== 'question') throw new Error('expected a question');
      asked.push(state.questions[state.index]!.event.id);
      state = answerFillBlank(state, given);
      expect(fillBlankResult(state)).toBeNull();
      state = nextFillBlank(state);
    }
    const result = fillBlankResult(state);
    expect(result).toMatchObject({ score: 2, total: 3, bestStreak: 1 });
    expect(result?.answers.map((answer) => [answer.id, answer.correct])).toEqual([
      [asked[0], true],
      [asked[1], false],
      [asked[2], true],
    ]);
  });

  it('agrees with its answers for any run of right and wrong', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.integer(),
        (rights, seed) => {
          let state: FillBlankState = startFillBlank(events, seededRandom(seed));
          let asked = 0;
          while (state.phase === 'question') {
            state = nextFillBlank(answerFillBlank(state, rights[asked] ? 'Lisbon' : 'Porto'));
            asked += 1;
          }
          const result = fillBlankResult(state)!;
          expect(result.score).toBe(rights.filter(Boolean).length);
          expectResultMatchesAnswers(result);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('a blank question never answers itself', () => {
  /** The answer as a whole word, in any case, anywhere in the text. */
  const shows = (text: string, word: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'iu').test(text);

  it('hides the word wherever else the description has it, in any case', () => {
    const question = blankQuestion(
      { ...event(1755), description: 'LISBON shakes; Lisbon burns, and lisbon floods.' },
      seededRandom(1),
    )!;
    expect(question.answer.toLowerCase()).toBe('lisbon');
    expect(question.description.split(BLANK_MARKER)).toHaveLength(2);
    expect(question.description.match(/····/g)).toHaveLength(2);
  });

  it('prefers a word the title does not have', () => {
    for (let seed = 0; seed < 20; seed++) {
      const question = blankQuestion(
        { ...event(1755, 'Lisbon earthquake'), description: 'Lisbon falls to Pombal.' },
        seededRandom(seed),
      )!;
      expect(question.answer).toBe('Pombal');
      expect(question.title).toBe('Lisbon earthquake');
    }
  });

  it('hides the word in the title when only that word can be blanked', () => {
    const question = blankQuestion(
      { ...event(1755, 'Lisbon earthquake'), description: 'it shook Lisbon.' },
      seededRandom(1),
    )!;
    expect(question.answer).toBe('Lisbon');
    expect(question.title).toBe('···· earthquake');
  });

  it('shows the answer nowhere in the title or description, for any text', () => {
    const word = fc.constantFrom('Lisbon', 'lisbon', 'LISBON', 'Porto', 'Tagus', 'river', 'the');
    const text = fc
      .array(fc.tuple(word, fc.constantFrom(' ', ', ', '. ', "'s ", '-')), { maxLength: 12 })
      .map((parts) => parts.flat().join(''));
    fc.assert(
      fc.property(text, text, fc.integer(), (title, description, seed) => {
        const question = blankQuestion(
          { id: 'e', title: title || 'Event', year: 1755, description: description || 'x' },
          seededRandom(seed),
        );
        if (!question) return;
        const shown = `${question.title} ${question.description.replace(BLANK_MARKER, ' ')}`;
        expect(shows(shown, question.answer)).toBe(false);
        expect(question.fullDescription).toBe(description || 'x');
      }),
    );
  });
});
