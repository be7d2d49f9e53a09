import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, fillRoute } from '@chronodeck/contract';
import { sqlJs } from './sql-js';
import { requestsAs, signedInUser, useTestApp, type TestContext } from '../../test/test-app';

const context = useTestApp();
const SQL = await sqlJs();

const CARDS = [
  { title: 'Caesar is killed', year: -44, description: 'Stabbed on the Ides of March.' },
  {
    title: 'Brazil declares independence',
    year: 1822,
    description: 'Pedro I breaks with Lisbon.',
    category: 'Brazil',
  },
];

async function person(ctx: TestContext, email: string, roles: ('student' | 'teacher')[]) {
  const user = await signedInUser(ctx, { email, roles });
  return requestsAs(ctx, user.token);
}

const deckExport = (deckTitle: string, format: string) =>
  `${fillRoute(API_ROUTES.student.deckExport, { deckTitle })}?format=${format}`;

async function studentWithDeck(title = 'Rome & Brazil') {
  const ada = await person(context, 'ada@example.com', ['student']);
  expect((await ada.post(API_ROUTES.student.decks, { title })).statusCode).toBe(201);
  for (const card of CARDS) {
    const added = await ada.post(
      fillRoute(API_ROUTES.student.deckEvents, { deckTitle: title }),
      card,
    );
    expect(added.statusCode, added.body).toBeLessThan(300);
  }
  return ada;
}

describe('deck and timeline export', () => {
  it('gives a deck as CSV with a byte order mark, as an attachment named after it', async () => {
    const ada = await studentWithDeck();
    const response = await ada.get(deckExport('Rome & Brazil', 'csv'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Rome _ Brazil.csv"; filename*=UTF-8''Rome%20%26%20Brazil.csv`,
    );
    expect(response.body).toBe(
      '\uFEFF"year","title","description","category"\r\n' +
        '"-44","Caesar is killed","Stabbed on the Ides of March.",""\r\n' +
        '"1822","Brazil declares independence","Pedro I breaks with Lisbon.","Brazil"\r\n',
    );
  });

  it('gives a deck as TimelineJS JSON and as an Anki package with its notes', async () => {
    const ada = await studentWithDeck();
    const timeline = (await ada.get(deckExport('Rome & Brazil', 'timelinejs'))).json<{
      events: { start_date: { year: number } }[];
    }>();
    expect(timeline.events.map((event) => event.start_date.year)).toEqual([-44, 1822]);

    const apkg = await ada.get(deckExport('Rome & Brazil', 'apkg'));
    expect(apkg.statusCode).toBe(200);
    expect(apkg.headers['content-type']).toBe('application/octet-stream');
    const database = new SQL.Database(unzipSync(apkg.rawPayload)['collection.anki2']);
    const notes = database.exec('select flds from notes order by id')[0]!.values.flat();
    expect(notes.map((fields) => String(fields).split('\x1f').slice(0, 2))).toEqual([
      ['44 BCE', 'Caesar is killed'],
      ['1822', 'Brazil declares independence'],
    ]);
    expect(database.exec('select count(*) from cards')[0]!.values).toEqual([[4]]);
  });

  it("exports a class's shared deck to its student and to its teacher, and nobody else's", async () => {
    const teacher = await person(context, 'grace@example.com', ['teacher']);
    const classId = (await teacher.post(API_ROUTES.classes.list, { title: '9B' })).json<{
      _id: string;
    }>()._id;
    await teacher.post(fillRoute(API_ROUTES.classes.decks, { classId }), { title: 'Empires' });
    await teacher.post(
      fillRoute(API_ROUTES.classes.deckEvents, { classId, deckTitle: 'Empires' }),
      CARDS[0]!,
    );
    const ada = await person(context, 'ada@example.com', ['student']);
    const bob = await person(context, 'bob@example.com', ['student']);
    await ada.post(API_ROUTES.student.joinClass, { code: classId });

    expect((await ada.get(deckExport('Empires', 'csv'))).body).toContain('Caesar is killed');
    expect((await bob.get(deckExport('Empires', 'csv'))).statusCode).toBe(404);
    const classExport = (id: string) =>
      `${fillRoute(API_ROUTES.classes.deckExport, { classId: id, deckTitle: 'Empires' })}?format=csv`;
    expect((await teacher.get(classExport(classId))).body).toContain('Caesar is killed');
    const other = await person(context, 'alan@example.com', ['teacher']);
    expect((await other.get(classExport(classId))).statusCode).toBe(404);
    expect((await ada.get(classExport(classId))).statusCode).toBe(403);
  });

  it("exports the student's timeline, earliest first", async () => {
    const ada = await person(context, 'ada@example.com', ['student']);
    for (const event of [...CARDS].reverse()) {
      const added = await ada.post(API_ROUTES.student.timeline, { category: 'History', ...event });
      expect(added.statusCode, added.body).toBeLessThan(300);
    }
    const response = await ada.get(`${API_ROUTES.student.timelineExport}?format=timelinejs`);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<{ events: { text: { headline: string } }[] }>()
        .events.map((e) => e.text.headline),
    ).toEqual(['Caesar is killed', 'Brazil declares independence']);
  });

  it("refuses anonymous callers, the wrong role, an unknown format, and another student's deck", async () => {
    await studentWithDeck();
    const anonymous = requestsAs(context, undefined);
    expect((await anonymous.get(deckExport('Rome & Brazil', 'csv'))).statusCode).toBe(401);
    expect(
      (await anonymous.get(`${API_ROUTES.student.timelineExport}?format=csv`)).statusCode,
    ).toBe(401);
    const teacher = await person(context, 'grace@example.com', ['teacher']);
    expect((await teacher.get(deckExport('Rome & Brazil', 'csv'))).statusCode).toBe(403);
    const bob = await person(context, 'bob@example.com', ['student']);
    expect((await bob.get(deckExport('Rome & Brazil', 'csv'))).statusCode).toBe(404);
    expect((await bob.get(deckExport('Rome & Brazil', 'xlsx'))).statusCode).toBe(400);
    expect(
      (await bob.get(fillRoute(API_ROUTES.student.deckExport, { deckTitle: 'x' }))).statusCode,
    ).toBe(400);
  });
});
