import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, fillRoute, type Deck, type TimelineEvent } from '@chronodeck/contract';
import { deckEvents, timelineEvents } from '../../db/schema';
import { requestsAs, signedInUser, useTestApp } from '../../test/test-app';
import { importing } from '../exchange/import-request.fixture';

const context = useTestApp();

const card = {
  title: 'Storming of the Bastille',
  year: 1789,
  category: 'Modern European History',
  description: 'Parisians take the Bastille fortress.',
};

async function student(email = 'ada@example.com') {
  const user = await signedInUser(context, { email, roles: ['student'] });
  return { ...requestsAs(context, user.token), ...user };
}
type Student = Awaited<ReturnType<typeof student>>;

const deckCards = async (caller: Student) =>
  (await caller.get(API_ROUTES.student.decks))
    .json<Deck[]>()
    .map((deck) => `${deck.title}: ${deck.events.map((event) => event.title).join(', ')}`);
const timelineTitles = async (caller: Student) =>
  (await caller.get(API_ROUTES.student.timeline)).json<TimelineEvent[]>().map((e) => e.title);

/**
 * The student's deck list and timeline are kept in memory at the version they were read at
 * (db/list-cache.ts). Each case reads the list just before the change, so a list served from
 * memory after it would show the old one.
 */
describe('lists kept in memory follow every change at once', () => {
  it('shows each deck and card change in the next deck list', async () => {
    const ada = await student();
    expect(await deckCards(ada)).toEqual([]);
    await ada.post(API_ROUTES.student.decks, { title: 'Revolutions' });
    expect(await deckCards(ada)).toEqual(['Revolutions: ']);
    const deckEventsPath = fillRoute(API_ROUTES.student.deckEvents, { deckTitle: 'Revolutions' });
    const deck = (await ada.post(deckEventsPath, card)).json<Deck>();
    expect(await deckCards(ada)).toEqual(['Revolutions: Storming of the Bastille']);
    await ada.delete(
      fillRoute(API_ROUTES.student.deckEvent, { deckId: deck._id, eventId: deck.events[0]!._id }),
    );
    expect(await deckCards(ada)).toEqual(['Revolutions: ']);
    await ada.post(
      API_ROUTES.student.deckImport,
      importing('year,title\n1822,Grito\n', { save: true }),
    );
    expect(await deckCards(ada)).toEqual(['Revolutions: ', 'Imported: Grito']);
    await ada.delete(fillRoute(API_ROUTES.student.deck, { deckId: deck._id }));
    expect(await deckCards(ada)).toEqual(['Imported: Grito']);
  });

  it('shows a change made in the database by other means, such as a script', async () => {
    const ada = await student();
    await ada.post(API_ROUTES.student.decks, { title: 'Revolutions' });
    const deckEventsPath = fillRoute(API_ROUTES.student.deckEvents, { deckTitle: 'Revolutions' });
    await ada.post(deckEventsPath, card);
    expect(await deckCards(ada)).toEqual(['Revolutions: Storming of the Bastille']);
    await context.database.db.update(deckEvents).set({ title: 'Fall of the Bastille' });
    expect(await deckCards(ada)).toEqual(['Revolutions: Fall of the Bastille']);

    await ada.post(API_ROUTES.student.timeline, card);
    expect(await timelineTitles(ada)).toEqual(['Storming of the Bastille']);
    await context.database.db.delete(timelineEvents).where(eq(timelineEvents.year, 1789));
    expect(await timelineTitles(ada)).toEqual([]);
  });

  it('shows each timeline change in the next timeline', async () => {
    const ada = await student();
    expect(await timelineTitles(ada)).toEqual([]);
    const event = (await ada.post(API_ROUTES.student.timeline, card)).json<TimelineEvent>();
    expect(await timelineTitles(ada)).toEqual(['Storming of the Bastille']);
    const eventPath = fillRoute(API_ROUTES.student.timelineEvent, { id: event._id });
    await ada.put(eventPath, { ...card, title: 'Fall of the Bastille' });
    expect(await timelineTitles(ada)).toEqual(['Fall of the Bastille']);
    await ada.delete(eventPath);
    expect(await timelineTitles(ada)).toEqual([]);
  });

  it("keeps each student's lists apart", async () => {
    const ada = await student();
    const bob = await student('bob@example.com');
    await ada.post(API_ROUTES.student.decks, { title: 'Revolutions' });
    await bob.post(API_ROUTES.student.decks, { title: 'Empires' });
    expect(await deckCards(ada)).toEqual(['Revolutions: ']);
    expect(await deckCards(bob)).toEqual(['Empires: ']);
    await bob.post(API_ROUTES.student.decks, { title: 'Wars' });
    expect(await deckCards(ada)).toEqual(['Revolutions: ']);
    expect(await deckCards(bob)).toEqual(['Empires: ', 'Wars: ']);
  });
});
