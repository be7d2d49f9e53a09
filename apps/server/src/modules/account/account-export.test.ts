import { describe, expect, it } from 'vitest';
import { AccountExportSchema, DEFAULT_STUDY_SETTINGS, type DatedEvent } from '@chronodeck/contract';
import { batched, PAGE_SIZE, type Page } from '../../db/paged-json';
import { accountExportJson, type ExportSources } from './account-export';

const TIMELINE_SIZE = PAGE_SIZE * 2 + 50;

const event = (index: number): DatedEvent => ({
  _id: `e${index}`,
  title: `Event ${index}`,
  year: index,
  category: '',
  description: '',
  summary: 'x'.repeat(1000),
  links: [],
  disableAI: false,
  bulletPointsSummary: false,
});

/** A student with a long timeline and nothing else; records every page asked for. */
function studentSources() {
  const pagesRead: Page[] = [];
  const none = () => Promise.resolve([]);
  const sources: ExportSources = {
    exports: {
      timeline: (_userId, page) => {
        pagesRead.push(page);
        const end = Math.min(page.offset + page.limit, TIMELINE_SIZE);
        return Promise.resolve(
          Array.from({ length: Math.max(0, end - page.offset) }, (_, i) => event(page.offset + i)),
        );
      },
      decks: none,
      deckCards: none,
      quizResults: none,
      classEvents: none,
      classDecks: none,
      classDeckCards: none,
    },
    classes: { joinedBy: none, rowsForTeacher: none, summaryOf: () => Promise.reject(new Error()) },
    study: {
      settings: () => Promise.resolve(DEFAULT_STUDY_SETTINGS),
      memoryPage: none,
      reviewLogPage: none,
    },
  };
  return { sources, pagesRead };
}

const head = {
  exportedAt: '2026-01-01T00:00:00.000Z',
  account: { name: 'Ada', email: 'ada@example.com', roles: ['student' as const], createdAt: '' },
};

describe('the account export', () => {
  it('is written while it is read, one page of rows at a time', async () => {
    const { sources, pagesRead } = studentSources();
    const chunks = batched(accountExportJson(sources, 'ada', head), 16 * 1024);
    const first = await chunks.next();
    expect(first.done).toBe(false);
    // The first piece went out after reading one page, not the whole timeline.
    expect(pagesRead).toEqual([{ offset: 0, limit: PAGE_SIZE }]);

    let text = first.value ?? '';
    for await (const chunk of chunks) text += chunk;
    expect(pagesRead.every((page) => page.limit === PAGE_SIZE)).toBe(true);
    const data = AccountExportSchema.parse(JSON.parse(text));
    expect(data.timeline.map((item) => item._id)).toEqual(
      Array.from({ length: TIMELINE_SIZE }, (_, index) => `e${index}`),
    );
    expect(data).toMatchObject({
      decks: [],
      quizResults: [],
      study: { settings: DEFAULT_STUDY_SETTINGS, cardMemories: [], reviews: [] },
      classesTaught: [],
    });
  });
});
