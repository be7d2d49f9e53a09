import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Deck } from '@chronodeck/contract';
import { classDeckEvents, classDecks, classes, classMembers } from '../../db/schema';
import { requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const context = useTestApp();

/**
 * The class side (creating classes, decks and memberships) belongs to the teacher feature; these
 * tests insert its rows directly and check what a student sees of them.
 */
async function classWithDeck(teacherId: string, classId: string, deckTitle: string) {
  const { db } = context.database;
  await db.insert(classes).values({ id: classId, teacherId, title: `Class ${classId}` });
  const [deck] = await db
    .insert(classDecks)
    .values({ classId, title: deckTitle })
    .returning({ id: classDecks.id });
  // One at a time, as a teacher adds them: cards keep the order they were added in.
  await db.insert(classDeckEvents).values({
    deckId: deck!.id,
    title: 'Fall of Constantinople',
    year: 1453,
    description: 'Ottomans.',
  });
  await db
    .insert(classDeckEvents)
    .values({ deckId: deck!.id, title: 'Printing press', year: 1450 });
}

const join = (classId: string, studentId: string) =>
  context.database.db.insert(classMembers).values({ classId, studentId });

describe('decks shared with a student by their classes', () => {
  it('lists the decks of joined classes only, marked shared, with teacher and class', async () => {
    const teacher = await signedInUser(context, {
      email: 'grace@example.com',
      name: 'Grace Hopper',
      roles: ['teacher'],
    });
    const ada = await signedInUser(context, { email: 'ada@example.com', roles: ['student'] });
    await classWithDeck(teacher.userId, 'HX7K2P', 'Renaissance');
    await classWithDeck(teacher.userId, 'QW4RTY', 'Not joined');
    await join('HX7K2P', ada.userId);

    const response = await requestsAs(context, ada.token).get(API_ROUTES.student.sharedDecks);

    expect(response.statusCode).toBe(200);
    const decks = response.json<Deck[]>();
    expect(decks).toHaveLength(1);
    expect(decks[0]).toMatchObject({
      title: 'Renaissance',
      shared: true,
      teacherName: 'Grace Hopper',
      className: 'Class HX7K2P',
    });
    expect(decks[0]!.events.map((event) => event.title)).toEqual([
      'Fall of Constantinople',
      'Printing press',
    ]);
  });

  it('keeps shared decks out of the student own decks, and own decks out of shared ones', async () => {
    const teacher = await signedInUser(context, { email: 'grace@example.com', roles: ['teacher'] });
    const ada = await signedInUser(context, { email: 'ada@example.com', roles: ['student'] });
    await classWithDeck(teacher.userId, 'HX7K2P', 'Renaissance');
    await join('HX7K2P', ada.userId);
    const asAda = requestsAs(context, ada.token);
    await asAda.post(API_ROUTES.student.decks, { title: 'Mine' });

    const own = (await asAda.get(API_ROUTES.student.decks)).json<Deck[]>();
    const shared = (await asAda.get(API_ROUTES.student.sharedDecks)).json<Deck[]>();
    expect(own.map((deck) => deck.title)).toEqual(['Mine']);
    expect(shared.map((deck) => deck.title)).toEqual(['Renaissance']);
  });

  it('gives a student who joined nothing an empty list', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com', roles: ['student'] });
    const response = await requestsAs(context, ada.token).get(API_ROUTES.student.sharedDecks);
    expect(response.json()).toEqual([]);
  });

  it('refuses anonymous callers and accounts without the student role', async () => {
    const teacher = await signedInUser(context, { email: 'grace@example.com', roles: ['teacher'] });
    expect(
      (await requestsAs(context, undefined).get(API_ROUTES.student.sharedDecks)).statusCode,
    ).toBe(401);
    expect(
      (await requestsAs(context, teacher.token).get(API_ROUTES.student.sharedDecks)).statusCode,
    ).toBe(403);
  });
});
