import { describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  EVENT_LIMITS,
  fillRoute,
  type ClassDeck,
  type ClassSummary,
  type Deck,
} from '@chronodeck/contract';
import { requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const context = useTestApp();

const card = { title: 'Peace of Westphalia', year: 1648, description: 'Treaties.' };

/** Titles whose characters mean something in a URL; each must still name exactly its deck. */
const ODD_TITLES = [
  'a/b',
  '../x',
  '50%',
  '%2E%2E',
  'why?',
  '#1',
  'back\\slash',
  '...',
  'Rome 🏛️',
  '文'.repeat(EVENT_LIMITS.deckTitle),
  '🏛'.repeat(EVENT_LIMITS.deckTitle / 2),
];
const DOT_TITLES = ['.', '..', ' .. '];

async function teacherAndStudent() {
  const user = await signedInUser(context, { roles: ['student', 'teacher'] });
  const as = requestsAs(context, user.token);
  const { _id: classId } = (
    await as.post(API_ROUTES.classes.list, { title: 'History 9B' })
  ).json<ClassSummary>();
  return { as, classId };
}

describe('deck titles in paths', () => {
  it.each(DOT_TITLES)('refuses %j for student and class decks', async (title) => {
    const { as, classId } = await teacherAndStudent();
    for (const path of [
      API_ROUTES.student.decks,
      fillRoute(API_ROUTES.classes.decks, { classId }),
    ]) {
      const refused = await as.post(path, { title });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });

  it('routes a card to a student deck by any accepted title', async () => {
    const { as } = await teacherAndStudent();
    for (const title of ODD_TITLES) {
      expect((await as.post(API_ROUTES.student.decks, { title })).statusCode).toBe(201);
      const added = await as.post(fillRoute(API_ROUTES.student.deckEvents, { deckTitle: title }), {
        ...card,
        title: `card of ${title}`,
      });
      expect(added.statusCode, title).toBe(201);
      expect(added.json<Deck>()).toMatchObject({ title, events: [{ title: `card of ${title}` }] });
    }
    const decks = (await as.get(API_ROUTES.student.decks)).json<Deck[]>();
    expect(decks.map((deck) => [deck.title, deck.events.map((event) => event.title)])).toEqual(
      ODD_TITLES.map((title) => [title, [`card of ${title}`]]),
    );
  });

  it('adds, removes and deletes class deck cards by any accepted title', async () => {
    const { as, classId } = await teacherAndStudent();
    for (const deckTitle of ODD_TITLES) {
      const decksPath = fillRoute(API_ROUTES.classes.decks, { classId });
      expect((await as.post(decksPath, { title: deckTitle })).statusCode).toBe(201);
      const added = await as.post(
        fillRoute(API_ROUTES.classes.deckEvents, { classId, deckTitle }),
        card,
      );
      expect(added.statusCode, deckTitle).toBe(201);
      const [stored] = added.json<ClassDeck>().events;
      const eventId = stored?._id ?? '';
      const removed = await as.delete(
        fillRoute(API_ROUTES.classes.deckEvent, { classId, deckTitle, eventId }),
      );
      expect(removed.statusCode, deckTitle).toBe(200);
      const deleted = await as.delete(fillRoute(API_ROUTES.classes.deck, { classId, deckTitle }));
      expect(deleted.statusCode, deckTitle).toBe(200);
    }
  });
});
