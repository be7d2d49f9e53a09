import { brotliDecompressSync } from 'node:zlib';
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

describe('shared decks kept in memory follow every change to the class at once', () => {
  async function classroom() {
    const grace = await signedInUser(context, {
      email: 'grace@example.com',
      name: 'Grace Hopper',
      roles: ['teacher'],
    });
    const asGrace = requestsAs(context, grace.token);
    const classId = (await asGrace.post(API_ROUTES.classes.list, { title: 'History 9B' })).json<{
      _id: string;
    }>()._id;
    const ada = await student();
    await ada.post(API_ROUTES.student.joinClass, { code: classId });
    return { grace, asGrace, classId, ada };
  }
  const shared = async (caller: Student) =>
    (await caller.get(API_ROUTES.student.sharedDecks))
      .json<Deck[]>()
      .map(
        (deck) =>
          `${deck.className}/${deck.teacherName}/${deck.title}: ${deck.events.map((e) => e.title).join(', ')}`,
      );

  it('shows the teacher’s deck, card, class and name changes in the next list', async () => {
    const { asGrace, classId, ada } = await classroom();
    expect(await shared(ada)).toEqual([]);
    await asGrace.post(fillRoute(API_ROUTES.classes.decks, { classId }), { title: 'Revolutions' });
    expect(await shared(ada)).toEqual(['History 9B/Grace Hopper/Revolutions: ']);
    const cardsPath = fillRoute(API_ROUTES.classes.deckEvents, {
      classId,
      deckTitle: 'Revolutions',
    });
    const deck = (await asGrace.post(cardsPath, card)).json<Deck>();
    expect(await shared(ada)).toEqual([
      'History 9B/Grace Hopper/Revolutions: Storming of the Bastille',
    ]);
    await asGrace.put(fillRoute(API_ROUTES.classes.class, { classId }), { title: 'History 10B' });
    expect(await shared(ada)).toEqual([
      'History 10B/Grace Hopper/Revolutions: Storming of the Bastille',
    ]);
    await asGrace.put(API_ROUTES.account.profile, { name: 'Grace Murray Hopper' });
    expect(await shared(ada)).toEqual([
      'History 10B/Grace Murray Hopper/Revolutions: Storming of the Bastille',
    ]);
    await asGrace.delete(
      fillRoute(API_ROUTES.classes.deckEvent, {
        classId,
        deckTitle: 'Revolutions',
        eventId: deck.events[0]!._id,
      }),
    );
    expect(await shared(ada)).toEqual(['History 10B/Grace Murray Hopper/Revolutions: ']);
    await asGrace.delete(fillRoute(API_ROUTES.classes.deck, { classId, deckTitle: 'Revolutions' }));
    expect(await shared(ada)).toEqual([]);
  });

  it('follows the student leaving, joining again, being removed and the class going', async () => {
    const { asGrace, classId, ada } = await classroom();
    await asGrace.post(fillRoute(API_ROUTES.classes.decks, { classId }), { title: 'Empires' });
    expect(await shared(ada)).toHaveLength(1);
    await ada.delete(fillRoute(API_ROUTES.student.joinedClass, { classId }));
    expect(await shared(ada)).toEqual([]);
    await ada.post(API_ROUTES.student.joinClass, { code: classId });
    expect(await shared(ada)).toHaveLength(1);
    await asGrace.delete(fillRoute(API_ROUTES.classes.student, { classId, studentId: ada.userId }));
    expect(await shared(ada)).toEqual([]);
    await ada.post(API_ROUTES.student.joinClass, { code: classId });
    expect(await shared(ada)).toHaveLength(1);
    await asGrace.delete(fillRoute(API_ROUTES.classes.class, { classId }));
    expect(await shared(ada)).toEqual([]);
  });

  it('gives students who ask at the same moment each their own current lists', async () => {
    // Their version checks share one query (db/batched-reads.ts): none may get another's.
    const { asGrace, classId, ada } = await classroom();
    const alan = await student('alan@example.com');
    await asGrace.post(fillRoute(API_ROUTES.classes.decks, { classId }), { title: 'Empires' });
    await alan.post(API_ROUTES.student.decks, { title: 'Machines' });
    const everyList = () =>
      Promise.all([deckCards(ada), deckCards(alan), shared(ada), shared(alan), deckCards(ada)]);
    expect(await everyList()).toEqual([
      [],
      ['Machines: '],
      ['History 9B/Grace Hopper/Empires: '],
      [],
      [],
    ]);

    await ada.post(API_ROUTES.student.decks, { title: 'Revolutions' });
    await alan.post(API_ROUTES.student.joinClass, { code: classId });
    expect(await everyList()).toEqual([
      ['Revolutions: '],
      ['Machines: '],
      ['History 9B/Grace Hopper/Empires: '],
      ['History 9B/Grace Hopper/Empires: '],
      ['Revolutions: '],
    ]);
  });
});

describe('lists sent compressed', () => {
  it('sends an unchanged list as the same brotli bytes, and a changed one anew', async () => {
    const ada = await student();
    await ada.post(API_ROUTES.student.decks, { title: 'Revolutions' });
    const deckEventsPath = fillRoute(API_ROUTES.student.deckEvents, { deckTitle: 'Revolutions' });
    for (let n = 0; n < 10; n++) await ada.post(deckEventsPath, { ...card, year: 1780 + n });
    const inBrotli = () =>
      context.app.inject({
        method: 'GET',
        url: API_ROUTES.student.decks,
        headers: { authorization: `Bearer ${ada.token}`, 'accept-encoding': 'gzip, br' },
      });
    const first = await inBrotli();
    expect(first.headers['content-encoding']).toBe('br');
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
    const plain = (await ada.get(API_ROUTES.student.decks)).body;
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(plain);
    expect((await inBrotli()).rawPayload.equals(first.rawPayload)).toBe(true);

    await ada.post(deckEventsPath, { ...card, title: 'Fall of the monarchy', year: 1792 });
    const changed = await inBrotli();
    const decks = JSON.parse(brotliDecompressSync(changed.rawPayload).toString('utf8')) as Deck[];
    expect(decks[0]?.events.map((event) => event.title)).toContain('Fall of the monarchy');
  });
});
