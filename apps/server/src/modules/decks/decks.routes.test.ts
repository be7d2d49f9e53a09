import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  fillRoute,
  SOCKET_PATH,
  type Deck,
  type DeckUpdatedPayload,
} from '@chronodeck/contract';
import { deckEvents } from '../../db/schema';
import { requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const context = useTestApp();
const deckPath = (deckId: string) => fillRoute(API_ROUTES.student.deck, { deckId });
const deckEventsPath = (deckTitle: string) =>
  fillRoute(API_ROUTES.student.deckEvents, { deckTitle });
const deckEventPath = (deckId: string, eventId: string) =>
  fillRoute(API_ROUTES.student.deckEvent, { deckId, eventId });

const card = {
  title: 'Storming of the Bastille',
  year: 1789,
  description: 'Parisians take the Bastille.',
};

const as = (token: string | undefined) => requestsAs(context, token);

async function student(email: string) {
  const user = await signedInUser(context, { email, roles: ['student'] });
  return { ...as(user.token), ...user };
}

async function deckWithCard(caller: Awaited<ReturnType<typeof student>>, title: string) {
  await caller.post(API_ROUTES.student.decks, { title });
  return (await caller.post(deckEventsPath(title), card)).json<Deck>();
}

describe('student decks', () => {
  it('creates decks, adds and removes cards, and deletes decks with their cards', async () => {
    const ada = await student('ada@example.com');
    const created = await ada.post(API_ROUTES.student.decks, { title: '  Revolutions  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Revolutions',
      events: [],
      shared: false,
      teacherName: null,
      className: null,
    });

    const withCard = await ada.post(deckEventsPath('Revolutions'), {
      ...card,
      links: ['britannica.com'],
    });
    expect(withCard.statusCode).toBe(201);
    const deck = withCard.json<Deck>();
    expect(deck.events).toHaveLength(1);
    expect(deck.events[0]).toMatchObject({ ...card, links: ['https://britannica.com'] });

    expect((await ada.get(API_ROUTES.student.decks)).json()).toEqual([deck]);

    const removal = await ada.delete(deckEventPath(deck._id, deck.events[0]!._id));
    expect(removal.json()).toEqual({ success: true });
    await ada.post(deckEventsPath('Revolutions'), card);
    expect((await ada.delete(deckPath(deck._id))).json()).toEqual({ success: true });
    expect((await ada.get(API_ROUTES.student.decks)).json()).toEqual([]);
    const [cards] = await context.database.db.select({ rows: count() }).from(deckEvents);
    expect(cards?.rows).toBe(0);
  });

  it.each([
    'World War II',
    'Rome / Carthage',
    'Révolution française',
    'Timeline 🚀',
    '100% history?',
    'a#b&c',
  ])('addresses the deck "%s" by its URL-encoded title', async (title) => {
    const ada = await student('ada@example.com');
    const deck = await deckWithCard(ada, title);
    expect(deck.title).toBe(title);
    expect(deck.events).toHaveLength(1);
  });

  it('refuses a second deck with the same title, and an empty title', async () => {
    const ada = await student('ada@example.com');
    await ada.post(API_ROUTES.student.decks, { title: 'Rome' });
    const twice = await ada.post(API_ROUTES.student.decks, { title: 'Rome ' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: 'You already have a deck with this title.',
      code: 'DECK_TITLE_TAKEN',
    });
    expect((await ada.post(API_ROUTES.student.decks, { title: '   ' })).statusCode).toBe(400);
    expect((await ada.get(API_ROUTES.student.decks)).json<Deck[]>()).toHaveLength(1);

    // Titles are unique per owner only.
    const bob = await student('bob@example.com');
    expect((await bob.post(API_ROUTES.student.decks, { title: 'Rome' })).statusCode).toBe(201);
  });

  it("never shows or changes another student's deck", async () => {
    const ada = await student('ada@example.com');
    const bob = await student('bob@example.com');
    const deck = await deckWithCard(ada, 'Rome');
    const cardId = deck.events[0]!._id;

    expect((await bob.get(API_ROUTES.student.decks)).json()).toEqual([]);
    expect((await bob.post(deckEventsPath('Rome'), card)).statusCode).toBe(404);
    expect((await bob.delete(deckEventPath(deck._id, cardId))).statusCode).toBe(404);
    const deletion = await bob.delete(deckPath(deck._id));
    expect(deletion.statusCode).toBe(404);
    expect(deletion.json()).toEqual({ error: 'Deck not found', code: 'NOT_FOUND' });
    expect((await ada.get(API_ROUTES.student.decks)).json()).toEqual([deck]);
  });

  it('answers 404 for unknown decks, cards and malformed ids', async () => {
    const ada = await student('ada@example.com');
    const deck = await deckWithCard(ada, 'Rome');
    expect((await ada.post(deckEventsPath('Carthage'), card)).statusCode).toBe(404);
    expect((await ada.delete(deckPath('not-an-id'))).statusCode).toBe(404);
    expect((await ada.delete(deckEventPath(deck._id, 'not-an-id'))).statusCode).toBe(404);
    const otherCard = '00000000-0000-4000-8000-000000000000';
    expect((await ada.delete(deckEventPath(deck._id, otherCard))).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('rejects an invalid card with a 400 and keeps the deck as it was', async () => {
    const ada = await student('ada@example.com');
    const deck = await deckWithCard(ada, 'Rome');
    for (const invalid of [
      { ...card, title: '' },
      { ...card, year: 0 },
      { ...card, year: 'soon' },
      {},
    ]) {
      expect((await ada.post(deckEventsPath('Rome'), invalid)).statusCode).toBe(400);
    }
    expect((await ada.get(API_ROUTES.student.decks)).json()).toEqual([deck]);
  });

  it('asks anonymous callers to log in and refuses accounts without the student role', async () => {
    const teacher = as(
      (await signedInUser(context, { email: 'tess@example.com', roles: ['teacher'] })).token,
    );
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const [caller, status] of [
      [as(undefined), 401],
      [teacher, 403],
    ] as const) {
      expect((await caller.get(API_ROUTES.student.decks)).statusCode).toBe(status);
      expect((await caller.post(API_ROUTES.student.decks, { title: 'Rome' })).statusCode).toBe(
        status,
      );
      expect((await caller.delete(deckPath(someId))).statusCode).toBe(status);
      expect((await caller.post(deckEventsPath('Rome'), card)).statusCode).toBe(status);
      expect((await caller.delete(deckEventPath(someId, someId))).statusCode).toBe(status);
    }
  });
});

describe('live deck updates', () => {
  let origin = '';
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  });

  it("tells the owner's sockets about every deck change, and nobody else's", async () => {
    const ada = await student('ada@example.com');
    const bob = await student('bob@example.com');
    const open = (token: string) =>
      connect(origin, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        reconnection: false,
        auth: { token },
      });
    const adaSocket = open(ada.token);
    const bobSocket = open(bob.token);
    await Promise.all(
      [adaSocket, bobSocket].map(
        (socket) => new Promise<void>((resolve) => socket.on('connect', () => resolve())),
      ),
    );
    const adaReceived: DeckUpdatedPayload[] = [];
    const bobReceived: DeckUpdatedPayload[] = [];
    adaSocket.on('deck-updated', (payload: DeckUpdatedPayload) => adaReceived.push(payload));
    bobSocket.on('deck-updated', (payload: DeckUpdatedPayload) => bobReceived.push(payload));

    const deck = await deckWithCard(ada, 'Rome');
    await ada.delete(deckEventPath(deck._id, deck.events[0]!._id));
    await ada.delete(deckPath(deck._id));
    await expect.poll(() => adaReceived.length).toBe(4);
    expect(adaReceived).toEqual(Array.from({ length: 4 }, () => ({ deckTitle: 'Rome' })));
    expect(bobReceived).toEqual([]);
    adaSocket.disconnect();
    bobSocket.disconnect();
  });
});
