import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, fillRoute, type Deck, type StudyStats } from '@chronodeck/contract';
import { requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-11-26T10:00:00Z');
const context = useTestApp(
  (config) => ({ ...config, quotas: { ...config.quotas, reviewsPerDay: 2 } }),
  {
    clock: () => now,
  },
);

async function studentWithCards(count: number) {
  const user = await signedInUser(context, { email: 'ada@example.com', roles: ['student'] });
  const student = requestsAs(context, user.token);
  await student.post(API_ROUTES.student.decks, { title: 'Revolutions' });
  let cards: Deck['events'] = [];
  for (let index = 1; index <= count; index++)
    cards = (
      await student.post(fillRoute(API_ROUTES.student.deckEvents, { deckTitle: 'Revolutions' }), {
        title: `Revolution ${index}`,
        year: 1770 + index,
      })
    ).json<Deck>().events;
  return { student, cardIds: cards.map((card) => card._id) };
}

const rate = (student: ReturnType<typeof requestsAs>, cardId: string) =>
  student.post(API_ROUTES.student.reviews, { reviewId: randomUUID(), cardId, rating: 'good' });

const reviewsToday = async (student: ReturnType<typeof requestsAs>) =>
  (await student.get(API_ROUTES.student.reviewStats)).json<StudyStats>().reviewsPerDay.at(-1)
    ?.count;

describe('the reviews allowed in 24 hours', () => {
  it('refuses one more with 409 QUOTA_EXCEEDED, records nothing, and allows it a day later', async () => {
    const { student, cardIds } = await studentWithCards(3);
    expect((await rate(student, cardIds[0]!)).statusCode).toBe(200);
    expect((await rate(student, cardIds[1]!)).statusCode).toBe(200);
    const refused = await rate(student, cardIds[2]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(await reviewsToday(student)).toBe(2);

    now = new Date(now.getTime() + DAY + 1);
    expect((await rate(student, cardIds[2]!)).statusCode).toBe(200);
  });

  it('counts reviews made offline when they arrive, whatever time they claim', async () => {
    const { student, cardIds } = await studentWithCards(3);
    const backdated = (cardId: string) =>
      student.post(API_ROUTES.student.reviews, {
        reviewId: randomUUID(),
        cardId,
        rating: 'good',
        reviewedAt: new Date(now.getTime() - 3 * DAY).toISOString(),
      });
    expect((await backdated(cardIds[0]!)).statusCode).toBe(200);
    expect((await backdated(cardIds[1]!)).statusCode).toBe(200);
    expect((await backdated(cardIds[2]!)).statusCode).toBe(409);
    now = new Date(now.getTime() + DAY + 1);
  });

  it('still saves a quiz game past the limit, and stops its answers from counting', async () => {
    now = new Date('2026-12-01T10:00:00Z');
    const { student, cardIds } = await studentWithCards(3);
    const saved = await student.post(API_ROUTES.student.quizResults, {
      mode: 'true-false',
      deckTitle: 'Revolutions',
      score: 3,
      total: 3,
      bestStreak: 3,
      answers: cardIds.map((cardId) => ({ cardId, correct: true })),
    });
    expect(saved.statusCode).toBe(201);
    expect(await reviewsToday(student)).toBe(2);
  });
});
