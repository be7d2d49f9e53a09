import { describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  fillRoute,
  type Class,
  type ClassSummary,
  type ErrorResponse,
  type UserQuotas,
} from '@chronodeck/contract';
import { requestsAs, signedInUser, useTestApp } from './test-app';

/** Small enough to fill in a test; the totals sit between one and two full containers. */
const QUOTAS: UserQuotas = {
  timelineEvents: 3,
  decks: 3,
  cardsPerDeck: 3,
  deckCards: 5,
  classesTaught: 3,
  classEvents: 3,
  classDecks: 3,
  cardsPerClassDeck: 3,
  teacherCards: 5,
  reviewsPerDay: 3,
};
/** Requests fired at once at a collection with room for `room`: five more than fit. */
const EXTRA = 5;

const context = useTestApp((config) => ({ ...config, quotas: QUOTAS }));

const event = { title: 'Peace of Westphalia', year: 1648, category: 'Treaties', description: 'x' };

async function person() {
  const user = await signedInUser(context, { roles: ['student', 'teacher'] });
  return requestsAs(context, user.token);
}

/**
 * Fires `room + EXTRA` requests concurrently; exactly `room` succeed and the rest answer 409
 * QUOTA_EXCEEDED naming what is full.
 */
async function fillConcurrently(
  room: number,
  send: (index: number) => Promise<{ statusCode: number; json: () => unknown }>,
  full: RegExp,
) {
  const replies = await Promise.all(
    Array.from({ length: room + EXTRA }, (_, index) => send(index)),
  );
  const statuses = replies.map((reply) => reply.statusCode).sort();
  expect(statuses).toEqual([...Array(room).fill(201), ...Array(EXTRA).fill(409)]);
  for (const reply of replies.filter((candidate) => candidate.statusCode === 409)) {
    const body = reply.json() as ErrorResponse;
    expect(body.code).toBe('QUOTA_EXCEEDED');
    expect(body.error).toMatch(full);
  }
}

describe('per-user quotas under concurrent adds', () => {
  it('stores exactly the allowed timeline events', async () => {
    const as = await person();
    await fillConcurrently(
      QUOTAS.timelineEvents,
      (index) => as.post(API_ROUTES.student.timeline, { ...event, title: `Event ${index}` }),
      /timeline is full: it holds at most 3 events/,
    );
    expect((await as.get(API_ROUTES.student.timeline)).json()).toHaveLength(QUOTAS.timelineEvents);
  });

  it('stores exactly the allowed decks, cards per deck and cards in all', async () => {
    const as = await person();
    await fillConcurrently(
      QUOTAS.decks,
      (index) => as.post(API_ROUTES.student.decks, { title: `Deck ${index}` }),
      /most decks allowed \(3\)/,
    );
    const cardsOf = (deckTitle: string) => (index: number) =>
      as.post(fillRoute(API_ROUTES.student.deckEvents, { deckTitle }), {
        ...event,
        title: `Card ${index}`,
      });
    // Which decks won the race varies: fill the ones that exist.
    const [first, second] = (await as.get(API_ROUTES.student.decks)).json<{ title: string }[]>();
    await fillConcurrently(QUOTAS.cardsPerDeck, cardsOf(first?.title ?? ''), /This deck is full/);
    await fillConcurrently(
      QUOTAS.deckCards - QUOTAS.cardsPerDeck,
      cardsOf(second?.title ?? ''),
      /Your decks are full/,
    );
    const decks = (await as.get(API_ROUTES.student.decks)).json<{ events: unknown[] }[]>();
    expect(decks.map((deck) => deck.events.length).sort()).toEqual([0, 2, 3]);
  });

  it('stores exactly the allowed classes, class events, class decks and their cards', async () => {
    const as = await person();
    await fillConcurrently(
      QUOTAS.classesTaught,
      (index) => as.post(API_ROUTES.classes.list, { title: `Class ${index}` }),
      /most classes allowed/,
    );
    const [taught] = (await as.get(API_ROUTES.classes.list)).json<ClassSummary[]>();
    const classId = taught?._id ?? '';
    await fillConcurrently(
      QUOTAS.classDecks,
      (index) => as.post(fillRoute(API_ROUTES.classes.decks, { classId }), { title: `D${index}` }),
      /This class has the most decks/,
    );
    const [deck] = (await as.get(fillRoute(API_ROUTES.classes.class, { classId }))).json<Class>()
      .decks;
    const deckTitle = deck?.title ?? '';
    await fillConcurrently(
      QUOTAS.cardsPerClassDeck,
      (index) =>
        as.post(fillRoute(API_ROUTES.classes.deckEvents, { classId, deckTitle }), {
          ...event,
          title: `Card ${index}`,
        }),
      /This class deck is full/,
    );
    await fillConcurrently(
      QUOTAS.teacherCards - QUOTAS.cardsPerClassDeck,
      (index) =>
        as.post(fillRoute(API_ROUTES.classes.events, { classId }), {
          ...event,
          title: `Event ${index}`,
        }),
      /Your classes are full/,
    );
    const [summary] = (await as.get(API_ROUTES.classes.list)).json<ClassSummary[]>();
    expect(summary).toMatchObject({ eventCount: 2, deckCount: QUOTAS.classDecks });
  });

  it('stores exactly the allowed events of one class', async () => {
    const as = await person();
    const { _id: classId } = (
      await as.post(API_ROUTES.classes.list, { title: 'History 9B' })
    ).json<ClassSummary>();
    await fillConcurrently(
      QUOTAS.classEvents,
      (index) =>
        as.post(fillRoute(API_ROUTES.classes.events, { classId }), {
          ...event,
          title: `Event ${index}`,
        }),
      /This class is full/,
    );
  });

  it('makes room again when something is deleted', async () => {
    const as = await person();
    const created = await Promise.all(
      Array.from({ length: QUOTAS.timelineEvents }, (_, index) =>
        as.post(API_ROUTES.student.timeline, { ...event, title: `Event ${index}` }),
      ),
    );
    expect((await as.post(API_ROUTES.student.timeline, event)).statusCode).toBe(409);
    const { _id: id } = created[0]!.json<{ _id: string }>();
    await as.delete(fillRoute(API_ROUTES.student.timelineEvent, { id }));
    expect((await as.post(API_ROUTES.student.timeline, event)).statusCode).toBe(201);
  });
});
