import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeckListSchema, TimelineEventListSchema, USER_QUOTAS } from '@chronodeck/contract';
import type { DatabaseHandle } from '../../db/client';
import { createListCache } from '../../db/list-cache';
import type { JsonChunks } from '../../db/paged-json';
import {
  classDeckEvents,
  classDecks,
  classes,
  classMembers,
  deckEvents,
  decks as deckTable,
  timelineEvents,
  users,
} from '../../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { createTimelineRepository } from '../timeline/timeline.repository';
import { createDecksRepository } from './decks.repository';

let clock = Date.UTC(2026, 0, 1);
/** Creation times in insertion order: PGlite's clock may give rows inserted together the same one. */
const created = () => ({ createdAt: new Date((clock += 1000)) });

/** Every list read from the database here, none kept in memory. */
const keepingNoList = () => createListCache({ maxListChars: 0, maxTotalChars: 0 });

/** Small pages, so every list here spans several reads. */
const PAGE_SIZE = 2;

async function parsedList(chunks: JsonChunks): Promise<unknown> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return JSON.parse(text);
}

/** Text that JSON must escape, and text outside ASCII. */
const TRICKY = 'Quote " backslash \\ tab \t newline \n — “Ação” 中文 😀';

const card = (title: string, year: number) => ({
  title,
  year,
  category: 'Politics',
  description: TRICKY,
  summary: '',
  links: ['https://example.com/a?b=c&d="e"'],
  disableAI: false,
  bulletPointsSummary: false,
});

describe('lists written as JSON by the database, read page by page', () => {
  let database: DatabaseHandle;
  let studentId: string;
  let teacherId: string;
  const decks = () => createDecksRepository(database.db, USER_QUOTAS, keepingNoList(), PAGE_SIZE);

  beforeAll(async () => {
    database = await openTestDatabase();
    const accounts = await database.db
      .insert(users)
      .values([
        { name: 'Ada', email: 'ada@example.com', passwordHash: 'x', roles: ['student'] },
        {
          name: 'Mr "Grace" Hopper',
          email: 'grace@example.com',
          passwordHash: 'x',
          roles: ['teacher'],
        },
      ])
      .returning({ id: users.id });
    [studentId, teacherId] = accounts.map((account) => account.id) as [string, string];
  });
  afterAll(() => database.close());

  it('writes own decks with every card, in order, empty decks included', async () => {
    const repository = decks();
    const [revolutions, , wars] = await database.db
      .insert(deckTable)
      .values(
        ['Revolutions', 'Empty', TRICKY].map((title) => ({
          ownerId: studentId,
          title,
          ...created(),
        })),
      )
      .returning({ id: deckTable.id });
    await database.db.insert(deckEvents).values([
      ...[1789, 1917, 1848].map((year, index) => ({
        ...card(`Revolution ${index}`, year),
        deckId: revolutions!.id,
        ...created(),
      })),
      { ...card('War', -480), disableAI: true, deckId: wars!.id, ...created() },
    ]);

    const listed = DeckListSchema.parse(await parsedList(repository.list(studentId)));

    expect(listed.map((deck) => [deck.title, deck.events.map((event) => event.title)])).toEqual([
      ['Revolutions', ['Revolution 0', 'Revolution 1', 'Revolution 2']],
      ['Empty', []],
      [TRICKY, ['War']],
    ]);
    expect(listed.every((deck) => !deck.shared && deck.teacherName === null)).toBe(true);
    const readOneByOne = await Promise.all(
      listed.map((deck) => repository.withCards({ id: deck._id, title: deck.title })),
    );
    expect(listed).toEqual(readOneByOne);
  });

  it('writes an empty array for a student without decks', async () => {
    expect(await parsedList(decks().list(teacherId))).toEqual([]);
  });

  it('writes the decks of joined classes with their class and teacher', async () => {
    await database.db.insert(classes).values({ id: 'HISTORY2', teacherId, title: 'History 2' });
    await database.db.insert(classMembers).values({ classId: 'HISTORY2', studentId });
    const shared = await database.db
      .insert(classDecks)
      .values([
        { classId: 'HISTORY2', title: 'Antiquity', ...created() },
        { classId: 'HISTORY2', title: 'Nothing yet', ...created() },
      ])
      .returning({ id: classDecks.id });
    await database.db.insert(classDeckEvents).values(
      ['Salamis', 'Cannae', 'Rubicon'].map((title, index) => ({
        ...card(title, -480 + index * 100),
        deckId: shared[0]!.id,
        ...created(),
      })),
    );

    const listed = DeckListSchema.parse(await parsedList(decks().listShared(studentId)));

    expect(listed).toMatchObject([
      {
        title: 'Antiquity',
        shared: true,
        teacherName: 'Mr "Grace" Hopper',
        className: 'History 2',
        events: [{ title: 'Salamis' }, { title: 'Cannae' }, { title: 'Rubicon' }],
      },
      { title: 'Nothing yet', events: [] },
    ]);
    expect(listed[0]!.events[0]).toMatchObject({ description: TRICKY, year: -480 });
    expect(await parsedList(decks().listShared(teacherId))).toEqual([]);
  });

  it('writes the timeline earliest year first, every field as the contract has it', async () => {
    const timeline = createTimelineRepository(database.db, USER_QUOTAS, keepingNoList(), PAGE_SIZE);
    const added = [];
    for (const year of [1822, -44, 1500, 1822, 476]) {
      added.push(
        await timeline.insert(studentId, {
          ...card(`Event ${year}`, year),
          bulletPointsSummary: year === 476,
        }),
      );
    }

    const listed = TimelineEventListSchema.parse(await parsedList(timeline.list(studentId)));

    expect(listed.map((event) => event.year)).toEqual([-44, 476, 1500, 1822, 1822]);
    expect(listed).toEqual(expect.arrayContaining(added));
    expect(listed).toHaveLength(await database.db.$count(timelineEvents));
  });
});
