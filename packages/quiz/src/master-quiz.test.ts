import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerMaster,
  isMasterAnswerCorrect,
  MASTER_KINDS,
  MASTER_QUESTIONS,
  masterQuestion,
  masterResult,
  nextMaster,
  startMaster,
  type MasterAnswer,
  type MasterQuestion,
  type MasterState,
} from './master-quiz';
import { seededRandom } from './random';
import { expectResultMatchesAnswers, questionVerdicts } from './result-checks';
import { datedEventsArbitrary, event, quizEventsArbitrary, showsYear } from './test-events';

const rightAnswer = (question: MasterQuestion): MasterAnswer => {
  switch (question.kind) {
    case 'guess-year':
      return question.event.year;
    case 'which-first':
      return question.pair[0].year <= question.pair[1].year ? 0 : 1;
    case 'fill-blank':
      return question.question.answer;
    case 'true-false':
      return question.item.isTrue;
  }
};

const events = [
  event(1492, 'Columbus'),
  event(1517, 'Luther'),
  event(1789, 'Bastille'),
  event(1815, 'Waterloo'),
];

describe('master quiz', () => {
  it('draws each of the four question types about equally often', () => {
    const random = seededRandom(77);
    const counts = new Map<string, number>();
    const draws = 4000;
    for (let draw = 0; draw < draws; draw++) {
      const kind = masterQuestion(events, random).kind;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    for (const kind of MASTER_KINDS) {
      expect((counts.get(kind) ?? 0) / draws).toBeGreaterThan(0.2);
      expect((counts.get(kind) ?? 0) / draws).toBeLessThan(0.3);
    }
  });

  it('always ends after exactly 10 answers, scoring out of 10', () => {
    fc.assert(
      fc.property(
        quizEventsArbitrary({ minLength: 1, maxLength: 8 }),
        fc.integer(),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        (pool, seed, answersRight) => {
          const random = seededRandom(seed);
          let state: MasterState = startMaster(pool, random);
          let answered = 0;
          while (state.phase === 'question') {
            const right = answersRight[answered]!;
            const answer = right ? rightAnswer(state.question) : 'definitely wrong';
            state = nextMaster(answerMaster(state, answer), random);
            answered += 1;
          }
          expect(answered).toBe(MASTER_QUESTIONS);
          const result = masterResult(state)!;
          expect(result).toMatchObject({
            score: answersRight.filter(Boolean).length,
            total: MASTER_QUESTIONS,
          });
          expect(questionVerdicts(result.answers)).toEqual(answersRight);
          expectResultMatchesAnswers(result);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('serves a single event with guess-the-year instead of an impossible pair', () => {
    const random = seededRandom(3);
    for (let draw = 0; draw < 100; draw++) {
      expect(masterQuestion([event(1789)], random).kind).not.toBe('which-first');
    }
  });

  it('judges each type of answer', () => {
    const random = seededRandom(5);
    for (let draw = 0; draw < 50; draw++) {
      const question = masterQuestion(events, random);
      expect(isMasterAnswerCorrect(question, rightAnswer(question))).toBe(true);
      expect(isMasterAnswerCorrect(question, null)).toBe(false);
    }
  });

  it('is empty without events', () => {
    expect(startMaster([], seededRandom(1))).toEqual({ phase: 'empty' });
  });
});

describe('master quiz result', () => {
  it('is null until the tenth answer is done', () => {
    const random = seededRandom(6);
    let state: MasterState = startMaster(events, random);
    for (let question = 1; question <= MASTER_QUESTIONS; question++) {
      expect(masterResult(state)).toBeNull();
      if (state.phase !== 'question') throw new Error('expected a question');
      state = nextMaster(answerMaster(state, rightAnswer(state.question)), random);
    }
    expect(masterResult(state)).toMatchObject({ score: 10, total: 10, bestStreak: 10 });
  });
});

describe('master quiz question text', () => {
  /** What a question shows before it is answered, and the years it must not give away. */
  const shownText = (question: MasterQuestion): [string, number[]] => {
    switch (question.kind) {
      case 'guess-year':
        return [`${question.shown.title} ${question.shown.description}`, [question.event.year]];
      case 'which-first':
        return [
          question.shown.map((shown) => `${shown.title} ${shown.description}`).join(' '),
          question.pair.map((paired) => paired.year),
        ];
      case 'true-false':
        return [question.item.title, [question.item.realYear]];
      case 'fill-blank':
        // The year is part of a fill-in-the-blank question; the word is what it hides.
        return ['', []];
    }
  };

  it('never gives away the year a question asks about', () => {
    fc.assert(
      fc.property(
        datedEventsArbitrary({ minLength: 1, maxLength: 8 }),
        fc.integer(),
        (pool, seed) => {
          const random = seededRandom(seed);
          for (let draw = 0; draw < 10; draw++) {
            const [text, years] = shownText(masterQuestion(pool, random));
            for (const year of years) expect(showsYear(text, year)).toBe(false);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
