import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  SOCKET_PATH,
  displayClassCode,
  fillRoute,
  type Class,
  type ClassDeck,
  type ClassEvent,
  type ClassSummary,
  type Deck,
  type DeckUpdatedPayload,
} from '@chronodeck/contract';
import { requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const context = useTestApp();

const newClass = {
  title: 'History 9B',
  description: 'Early modern Europe',
  subject: 'History',
  yearGroup: 'Year 9',
};
const event = {
  title: 'Peace of Westphalia',
  year: 1648,
  description: 'Treaties end the Thirty Years War.',
};

async function account(email: string, roles: ('student' | 'teacher')[], name = 'Grace Hopper') {
  const user = await signedInUser(context, { email, roles, name });
  return { ...user, as: requestsAs(context, user.token) };
}

/** A teacher with a class holding one event and one deck with a card. */
async function classroom() {
  const teacher = await account('grace@example.com', ['teacher']);
  const created = (await teacher.as.post(API_ROUTES.classes.list, newClass)).json<ClassSummary>();
  const classId = created._id;
  const added = (
    await teacher.as.post(fillRoute(API_ROUTES.classes.events, { classId }), event)
  ).json<ClassEvent>();
  await teacher.as.post(fillRoute(API_ROUTES.classes.decks, { classId }), { title: 'Treaties' });
  const deck = (
    await teacher.as.post(
      fillRoute(API_ROUTES.classes.deckEvents, { classId, deckTitle: 'Treaties' }),
      event,
    )
  ).json<ClassDeck>();
  return { teacher, classId, eventId: added._id, deckCardId: deck.events[0]!._id };
}

describe('a teacher runs a class', () => {
  it('creates a class with a readable code, and lists, reads, edits and deletes it', async () => {
    const { teacher, classId } = await classroom();
    expect(classId).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const listed = (await teacher.as.get(API_ROUTES.classes.list)).json<ClassSummary[]>();
    expect(listed).toEqual([
      expect.objectContaining({
        _id: classId,
        ...newClass,
        eventCount: 1,
        deckCount: 1,
        studentCount: 0,
      }),
    ]);
    const full = (
      await teacher.as.get(fillRoute(API_ROUTES.classes.class, { classId }))
    ).json<Class>();
    expect(full.events).toEqual([expect.objectContaining(event)]);
    expect(full.decks).toEqual([
      expect.objectContaining({ title: 'Treaties', events: [expect.objectContaining(event)] }),
    ]);

    const edited = await teacher.as.put(fillRoute(API_ROUTES.classes.class, { classId }), {
      ...newClass,
      title: 'History 10B',
    });
    expect(edited.json()).toMatchObject({ title: 'History 10B' });

    expect(
      (await teacher.as.delete(fillRoute(API_ROUTES.classes.class, { classId }))).json(),
    ).toEqual({
      success: true,
    });
    expect((await teacher.as.get(API_ROUTES.classes.list)).json()).toEqual([]);
  });

  it('edits and deletes class events; edits need only title and year', async () => {
    const { teacher, classId, eventId } = await classroom();
    const eventPath = fillRoute(API_ROUTES.classes.event, { classId, eventId });
    const edited = await teacher.as.put(eventPath, { title: 'Westphalia', year: 1648 });
    expect(edited.json()).toMatchObject({ title: 'Westphalia', description: '' });
    expect((await teacher.as.put(eventPath, { title: '', year: 1648 })).statusCode).toBe(400);
    expect((await teacher.as.delete(eventPath)).json()).toEqual({ success: true });
    expect((await teacher.as.delete(eventPath)).statusCode).toBe(404);
  });

  it('addresses decks by URL-encoded title, refuses a duplicate title, and removes cards', async () => {
    const { teacher, classId, deckCardId } = await classroom();
    const title = 'Rome / Carthage: 264 BCE 🚀';
    expect(
      (await teacher.as.post(fillRoute(API_ROUTES.classes.decks, { classId }), { title }))
        .statusCode,
    ).toBe(201);
    const duplicate = await teacher.as.post(fillRoute(API_ROUTES.classes.decks, { classId }), {
      title,
    });
    expect(duplicate.statusCode).toBe(409);
    const card = await teacher.as.post(
      fillRoute(API_ROUTES.classes.deckEvents, { classId, deckTitle: title }),
      {
        ...event,
        links: ['britannica.com'],
      },
    );
    expect(card.json<ClassDeck>().events[0]).toMatchObject({ links: ['https://britannica.com'] });

    const cardPath = fillRoute(API_ROUTES.classes.deckEvent, {
      classId,
      deckTitle: 'Treaties',
      eventId: deckCardId,
    });
    expect((await teacher.as.delete(cardPath)).json()).toEqual({ success: true });
    expect(
      (await teacher.as.delete(fillRoute(API_ROUTES.classes.deck, { classId, deckTitle: title })))
        .statusCode,
    ).toBe(200);
    const full = (
      await teacher.as.get(fillRoute(API_ROUTES.classes.class, { classId }))
    ).json<Class>();
    expect(full.decks).toEqual([expect.objectContaining({ title: 'Treaties', events: [] })]);
  });

  it.each([
    ['a class without a title', API_ROUTES.classes.list, { ...newClass, title: ' ' }],
    ['an event without a description', 'events', { title: 'x', year: 1648 }],
    ['an event in year 0', 'events', { ...event, year: 0 }],
    ['a deck without a title', 'decks', { title: '' }],
  ])('refuses %s with a 400', async (_, target, payload) => {
    const { teacher, classId } = await classroom();
    const url =
      target === 'events'
        ? fillRoute(API_ROUTES.classes.events, { classId })
        : target === 'decks'
          ? fillRoute(API_ROUTES.classes.decks, { classId })
          : target;
    expect((await teacher.as.post(url, payload)).statusCode).toBe(400);
  });
});

describe('students join with the code', () => {
  it('join with the code as read aloud, see the shared decks read-only, and leave', async () => {
    const { classId } = await classroom();
    const ada = await account('ada@example.com', ['student'], 'Ada Lovelace');
    const joined = await ada.as.post(API_ROUTES.student.joinClass, {
      code: displayClassCode(classId).toLowerCase(),
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({
      _id: classId,
      title: newClass.title,
      subject: newClass.subject,
      yearGroup: newClass.yearGroup,
      teacherName: 'Grace Hopper',
    });
    expect((await ada.as.post(API_ROUTES.student.joinClass, { code: classId })).statusCode).toBe(
      200,
    );
    expect((await ada.as.get(API_ROUTES.student.classes)).json()).toHaveLength(1);

    const shared = (await ada.as.get(API_ROUTES.student.sharedDecks)).json<Deck[]>();
    expect(shared).toEqual([
      expect.objectContaining({ title: 'Treaties', shared: true, teacherName: 'Grace Hopper' }),
    ]);

    expect(
      (await ada.as.delete(fillRoute(API_ROUTES.student.joinedClass, { classId }))).json(),
    ).toEqual({
      success: true,
    });
    expect((await ada.as.get(API_ROUTES.student.sharedDecks)).json()).toEqual([]);
    expect(
      (await ada.as.delete(fillRoute(API_ROUTES.student.joinedClass, { classId }))).statusCode,
    ).toBe(404);
  });

  it('answer an unknown code with CLASS_NOT_FOUND, and a malformed one with a 400', async () => {
    const ada = await account('ada@example.com', ['student']);
    const unknown = await ada.as.post(API_ROUTES.student.joinClass, { code: 'ZZZZ-ZZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'CLASS_NOT_FOUND' });
    expect((await ada.as.post(API_ROUTES.student.joinClass, { code: 'OOPS' })).statusCode).toBe(
      400,
    );
  });

  it('appear on the roster, and the teacher can remove them', async () => {
    const { teacher, classId } = await classroom();
    const ada = await account('ada@example.com', ['student'], 'Ada Lovelace');
    await ada.as.post(API_ROUTES.student.joinClass, { code: classId });
    const roster = await teacher.as.get(fillRoute(API_ROUTES.classes.students, { classId }));
    expect(roster.json()).toEqual([
      { _id: ada.userId, name: 'Ada Lovelace', joinedAt: expect.any(String) },
    ]);
    const removal = await teacher.as.delete(
      fillRoute(API_ROUTES.classes.student, { classId, studentId: ada.userId }),
    );
    expect(removal.json()).toEqual({ success: true });
    expect((await ada.as.get(API_ROUTES.student.sharedDecks)).json()).toEqual([]);
  });
});

describe('class route permissions', () => {
  type Call = { method: 'get' | 'post' | 'put' | 'delete'; url: string; body?: object };
  const routes = (classId: string, eventId: string, cardId: string, studentId: string): Call[] => [
    { method: 'get', url: fillRoute(API_ROUTES.classes.class, { classId }) },
    { method: 'put', url: fillRoute(API_ROUTES.classes.class, { classId }), body: newClass },
    { method: 'delete', url: fillRoute(API_ROUTES.classes.class, { classId }) },
    { method: 'post', url: fillRoute(API_ROUTES.classes.events, { classId }), body: event },
    { method: 'put', url: fillRoute(API_ROUTES.classes.event, { classId, eventId }), body: event },
    { method: 'delete', url: fillRoute(API_ROUTES.classes.event, { classId, eventId }) },
    {
      method: 'post',
      url: fillRoute(API_ROUTES.classes.decks, { classId }),
      body: { title: 'New' },
    },
    {
      method: 'delete',
      url: fillRoute(API_ROUTES.classes.deck, { classId, deckTitle: 'Treaties' }),
    },
    {
      method: 'post',
      url: fillRoute(API_ROUTES.classes.deckEvents, { classId, deckTitle: 'Treaties' }),
      body: event,
    },
    {
      method: 'delete',
      url: fillRoute(API_ROUTES.classes.deckEvent, {
        classId,
        deckTitle: 'Treaties',
        eventId: cardId,
      }),
    },
    { method: 'get', url: fillRoute(API_ROUTES.classes.students, { classId }) },
    { method: 'delete', url: fillRoute(API_ROUTES.classes.student, { classId, studentId }) },
  ];
  const send = (as: ReturnType<typeof requestsAs>, call: Call) =>
    call.method === 'get' || call.method === 'delete'
      ? as[call.method](call.url)
      : as[call.method](call.url, call.body ?? {});

  it('answers anonymous 401, students 403 and other teachers 404, changing nothing', async () => {
    const { teacher, classId, eventId, deckCardId } = await classroom();
    const ada = await account('ada@example.com', ['student']);
    await ada.as.post(API_ROUTES.student.joinClass, { code: classId });
    const other = await account('other@example.com', ['teacher']);
    const calls = routes(classId, eventId, deckCardId, ada.userId);

    for (const call of [{ method: 'get', url: API_ROUTES.classes.list } as Call, ...calls]) {
      expect(
        (await send(requestsAs(context, undefined), call)).statusCode,
        `${call.method} ${call.url}`,
      ).toBe(401);
      // A joined student reads shared decks through the student routes only.
      expect((await send(ada.as, call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    for (const call of calls) {
      expect((await send(other.as, call)).statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await other.as.get(API_ROUTES.classes.list)).json()).toEqual([]);
    const untouched = (
      await teacher.as.get(fillRoute(API_ROUTES.classes.class, { classId }))
    ).json<Class>();
    expect(untouched).toMatchObject({
      title: newClass.title,
      eventCount: 1,
      deckCount: 1,
      studentCount: 1,
    });
    expect(untouched.decks[0]?.events).toHaveLength(1);
  });

  it('keeps the student routes for students: teachers get 403, anonymous 401', async () => {
    const teacher = await account('grace@example.com', ['teacher']);
    for (const as of [teacher.as, requestsAs(context, undefined)]) {
      const status = as === teacher.as ? 403 : 401;
      expect((await as.get(API_ROUTES.student.classes)).statusCode).toBe(status);
      expect((await as.post(API_ROUTES.student.joinClass, { code: 'ZZZZZZZZ' })).statusCode).toBe(
        status,
      );
    }
  });
});

describe('live class decks', () => {
  it("tells the class's students and teacher about deck changes, and no other student", async () => {
    const { teacher, classId } = await classroom();
    const ada = await account('ada@example.com', ['student']);
    const outsider = await account('bob@example.com', ['student']);
    await ada.as.post(API_ROUTES.student.joinClass, { code: classId });
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const open = (token: string) =>
      connect(`http://127.0.0.1:${port}`, {
        path: SOCKET_PATH,
        auth: { token },
        transports: ['websocket'],
      });
    const sockets = [open(ada.token), open(outsider.token), open(teacher.token)];
    const received: Record<string, DeckUpdatedPayload[]> = { ada: [], outsider: [], teacher: [] };
    const names = ['ada', 'outsider', 'teacher'];
    sockets.forEach((socket, index) =>
      socket.on('teacher-deck-updated', (payload: DeckUpdatedPayload) =>
        received[names[index]!]!.push(payload),
      ),
    );
    await Promise.all(
      sockets.map((socket) => new Promise((resolve) => socket.on('connect', () => resolve(null)))),
    );

    await teacher.as.post(
      fillRoute(API_ROUTES.classes.deckEvents, { classId, deckTitle: 'Treaties' }),
      event,
    );
    await expect.poll(() => received.ada!.length).toBe(1);
    await expect.poll(() => received.teacher!.length).toBe(1);
    expect(received.ada).toEqual([{ deckTitle: 'Treaties' }]);
    expect(received.outsider).toEqual([]);
    sockets.forEach((socket) => socket.disconnect());
  });
});
