import { describe, expect, it } from 'vitest';
import { API_ROUTES, fillRoute, EVENT_LIMITS, type TimelineEvent } from '@chronodeck/contract';
import { requestsAs, signedInUser, useTestApp, type TestContext } from '../../test/test-app';

const context = useTestApp();
const eventPath = (id: string) => fillRoute(API_ROUTES.student.timelineEvent, { id });

const bastille = {
  title: 'Storming of the Bastille',
  year: 1789,
  category: 'Modern European History',
  description: 'Parisians take the Bastille fortress.',
};

const as = (token: string | undefined) => requestsAs(context, token);

async function student(ctx: TestContext, email: string) {
  return as((await signedInUser(ctx, { email, roles: ['student'] })).token);
}

describe('custom timeline', () => {
  it('lets a student add, list, edit and delete their own events', async () => {
    const ada = await student(context, 'ada@example.com');
    const created = await ada.post(API_ROUTES.student.timeline, {
      ...bastille,
      summary: '  A turning point.  ',
      links: [
        'britannica.com/event/Storming-of-the-Bastille',
        '',
        'https://fr.wikipedia.org/wiki/Bastille',
      ],
    });
    expect(created.statusCode).toBe(201);
    const event = created.json<TimelineEvent>();
    expect(event).toMatchObject({
      ...bastille,
      summary: 'A turning point.',
      links: [
        'https://britannica.com/event/Storming-of-the-Bastille',
        'https://fr.wikipedia.org/wiki/Bastille',
      ],
      disableAI: false,
      bulletPointsSummary: false,
    });

    await ada.post(API_ROUTES.student.timeline, { ...bastille, title: 'Fall of Rome', year: 476 });
    const listed = (await ada.get(API_ROUTES.student.timeline)).json<TimelineEvent[]>();
    expect(listed.map((item) => item.year)).toEqual([476, 1789]);

    const edited = await ada.put(eventPath(event._id), {
      ...bastille,
      title: 'Bastille Day',
      description: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ _id: event._id, title: 'Bastille Day', description: '' });

    expect((await ada.delete(eventPath(event._id))).json()).toEqual({ success: true });
    const remaining = (await ada.get(API_ROUTES.student.timeline)).json<TimelineEvent[]>();
    expect(remaining.map((item) => item.title)).toEqual(['Fall of Rome']);
  });

  it("never shows or changes another student's events", async () => {
    const ada = await student(context, 'ada@example.com');
    const bob = await student(context, 'bob@example.com');
    const event = (await ada.post(API_ROUTES.student.timeline, bastille)).json<TimelineEvent>();

    expect((await bob.get(API_ROUTES.student.timeline)).json()).toEqual([]);
    const edit = await bob.put(eventPath(event._id), { ...bastille, title: 'Hijacked' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ error: 'Event not found', code: 'NOT_FOUND' });
    expect((await bob.delete(eventPath(event._id))).statusCode).toBe(404);
    expect((await ada.get(API_ROUTES.student.timeline)).json()).toEqual([event]);
  });

  it('asks anonymous callers to log in and refuses accounts without the student role', async () => {
    const anonymous = as(undefined);
    const teacher = as(
      (await signedInUser(context, { email: 'tess@example.com', roles: ['teacher'] })).token,
    );
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const [caller, status] of [
      [anonymous, 401],
      [teacher, 403],
    ] as const) {
      expect((await caller.get(API_ROUTES.student.timeline)).statusCode).toBe(status);
      expect((await caller.post(API_ROUTES.student.timeline, bastille)).statusCode).toBe(status);
      expect((await caller.put(eventPath(someId), bastille)).statusCode).toBe(status);
      expect((await caller.delete(eventPath(someId))).statusCode).toBe(status);
    }
  });

  it('answers 404 for ids that are not records', async () => {
    const ada = await student(context, 'ada@example.com');
    expect((await ada.put(eventPath('not-a-uuid'), bastille)).statusCode).toBe(404);
    expect((await ada.delete(eventPath("1' or '1'='1"))).statusCode).toBe(404);
  });

  it.each([
    ['a missing title', { ...bastille, title: undefined }],
    ['a blank title', { ...bastille, title: '   ' }],
    ['a missing category', { ...bastille, category: undefined }],
    ['a missing description', { ...bastille, description: '' }],
    ['year 0', { ...bastille, year: 0 }],
    ['a year as text', { ...bastille, year: '1789' }],
    ['a fractional year', { ...bastille, year: 1789.5 }],
    ['an over-long title', { ...bastille, title: 'x'.repeat(EVENT_LIMITS.title + 1) }],
    [
      'too many links',
      { ...bastille, links: Array.from({ length: EVENT_LIMITS.links + 1 }, () => 'a.com') },
    ],
    ['a flag that is not a boolean', { ...bastille, disableAI: 'yes' }],
  ])('rejects %s with a 400 and saves nothing', async (_, payload) => {
    const ada = await student(context, 'ada@example.com');
    const response = await ada.post(API_ROUTES.student.timeline, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect((await ada.get(API_ROUTES.student.timeline)).json()).toEqual([]);
  });

  it('keeps the event unchanged when an edit is invalid', async () => {
    const ada = await student(context, 'ada@example.com');
    const event = (await ada.post(API_ROUTES.student.timeline, bastille)).json<TimelineEvent>();
    expect((await ada.put(eventPath(event._id), { ...bastille, category: '' })).statusCode).toBe(
      400,
    );
    expect((await ada.get(API_ROUTES.student.timeline)).json()).toEqual([event]);
  });
});
