import { describe, expect, it } from 'vitest';
import { API_ROUTES, QUIZ_RESULTS_SHOWN, type QuizResult } from '@chronodeck/contract';
import { requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const context = useTestApp();
const game = { mode: 'true-false', deckTitle: 'Revolutions', score: 7, total: 10, bestStreak: 4 };

const student = async (email: string) =>
  requestsAs(context, (await signedInUser(context, { email, roles: ['student'] })).token);

describe('quiz results', () => {
  it("records a finished game and lists the player's latest first", async () => {
    const ada = await student('ada@example.com');
    const first = await ada.post(API_ROUTES.student.quizResults, game);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...game, finishedAt: expect.any(String) });
    await ada.post(API_ROUTES.student.quizResults, { ...game, mode: 'master', score: 9 });

    const listed = (await ada.get(API_ROUTES.student.quizResults)).json<QuizResult[]>();
    expect(listed.map((result) => result.mode)).toEqual(['master', 'true-false']);
  });

  it(`lists at most the ${QUIZ_RESULTS_SHOWN} latest games`, async () => {
    const ada = await student('ada@example.com');
    for (let round = 0; round < QUIZ_RESULTS_SHOWN + 2; round++) {
      await ada.post(API_ROUTES.student.quizResults, { ...game, score: round % 10 });
    }
    expect((await ada.get(API_ROUTES.student.quizResults)).json()).toHaveLength(QUIZ_RESULTS_SHOWN);
  });

  it("never shows one player's games to another", async () => {
    const ada = await student('ada@example.com');
    const grace = await student('grace@example.com');
    await ada.post(API_ROUTES.student.quizResults, game);
    expect((await grace.get(API_ROUTES.student.quizResults)).json()).toEqual([]);
  });

  it.each([
    ['an unknown mode', { ...game, mode: 'darts' }],
    ['a score above the total', { ...game, score: 11 }],
    ['a best streak above the total', { ...game, bestStreak: 11 }],
    ['a negative score', { ...game, score: -1 }],
    ['no deck title', { ...game, deckTitle: ' ' }],
    ['a fractional score', { ...game, score: 2.5 }],
  ])('refuses %s with a 400 and stores nothing', async (_, payload) => {
    const ada = await student('ada@example.com');
    const response = await ada.post(API_ROUTES.student.quizResults, payload);
    expect(response.statusCode).toBe(400);
    expect((await ada.get(API_ROUTES.student.quizResults)).json()).toEqual([]);
  });

  it('refuses anonymous callers (401) and accounts without the student role (403)', async () => {
    const anonymous = requestsAs(context, undefined);
    expect((await anonymous.get(API_ROUTES.student.quizResults)).statusCode).toBe(401);
    expect((await anonymous.post(API_ROUTES.student.quizResults, game)).statusCode).toBe(401);
    const teacher = requestsAs(
      context,
      (await signedInUser(context, { email: 't@example.com', roles: ['teacher'] })).token,
    );
    expect((await teacher.get(API_ROUTES.student.quizResults)).statusCode).toBe(403);
    expect((await teacher.post(API_ROUTES.student.quizResults, game)).statusCode).toBe(403);
  });
});
