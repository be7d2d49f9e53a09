import { describe, expect, it } from 'vitest';
import { eventAnswers } from './quiz-result';
import { expectResultMatchesAnswers, questionVerdicts } from './result-checks';
import { event } from './test-events';

describe('event answers', () => {
  it('name each event of a question by id, title and year, with the verdict', () => {
    expect(eventAnswers(2, [event(1789, 'Bastille'), event(1815, 'Waterloo')], false)).toEqual([
      { question: 2, id: 'Bastille-1789', title: 'Bastille', year: 1789, correct: false },
      { question: 2, id: 'Waterloo-1815', title: 'Waterloo', year: 1815, correct: false },
    ]);
  });

  it('make a question right only when all its events are', () => {
    const answers = [
      ...eventAnswers(0, [event(1)], true),
      { ...eventAnswers(1, [event(2)], true)[0]!, correct: false },
      ...eventAnswers(1, [event(3)], true),
    ];
    expect(questionVerdicts(answers)).toEqual([true, false]);
  });

  it('catch a result that does not match its answers', () => {
    const answers = eventAnswers(0, [event(1)], true);
    expect(() =>
      expectResultMatchesAnswers({ score: 0, total: 1, bestStreak: 0, answers }),
    ).toThrow();
    expectResultMatchesAnswers({ score: 1, total: 1, bestStreak: 1, answers });
  });
});
