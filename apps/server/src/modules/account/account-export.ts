import type { AccountExport } from '@chronodeck/contract';
import type { ClassesRepository } from '../classes/classes.repository';
import type { AccountExportRepository, Page } from './account-export.repository';

/** Rows per query: a page of events at their largest (≈ 52 KB each) stays near 5 MB. */
export const EXPORT_PAGE_SIZE = 100;

type Chunks = AsyncGenerator<string, void, undefined>;

export interface ExportSources {
  exports: AccountExportRepository;
  classes: Pick<ClassesRepository, 'joinedBy' | 'rowsForTeacher' | 'summaryOf'>;
}

/** Every row of a list, reading one page at a time. */
async function* paged<T>(read: (page: Page) => Promise<T[]>): AsyncGenerator<T, void, undefined> {
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const rows = await read({ offset, limit: EXPORT_PAGE_SIZE });
    yield* rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

const plain = async function* (item: unknown): Chunks {
  yield JSON.stringify(item);
};

/** A JSON array written item by item, each item by `write`. */
async function* array<T>(
  items: AsyncIterable<T> | Iterable<T>,
  write: (item: T) => Chunks,
): Chunks {
  yield '[';
  let first = true;
  for await (const item of items) {
    if (!first) yield ',';
    first = false;
    yield* write(item);
  }
  yield ']';
}

/** `{...fields, events: <streamed array>}`: the record's own fields at once, its list streamed. */
async function* withEvents(fields: object, events: Chunks): Chunks {
  yield `${JSON.stringify(fields).slice(0, -1)},"events":`;
  yield* events;
  yield '}';
}

/** Text sent in pieces of about `size` characters rather than one write per value. */
export async function* batched(chunks: Chunks, size = 64 * 1024): Chunks {
  let pending = '';
  for await (const chunk of chunks) {
    pending += chunk;
    if (pending.length >= size) {
      yield pending;
      pending = '';
    }
  }
  if (pending) yield pending;
}

/**
 * The account export (AccountExportSchema) as JSON text, written piece by piece from paged reads:
 * memory holds one page of rows at a time, whatever the account's size.
 */
export async function* accountExportJson(
  sources: ExportSources,
  userId: string,
  head: Pick<AccountExport, 'exportedAt' | 'account'>,
): Chunks {
  const { exports, classes } = sources;
  yield `{${JSON.stringify(head).slice(1, -1)},"timeline":`;
  yield* array(
    paged((page) => exports.timeline(userId, page)),
    plain,
  );
  yield ',"decks":';
  yield* array(await exports.decks(userId), (deck) =>
    withEvents(
      deck,
      array(
        paged((page) => exports.deckCards(deck._id, page)),
        plain,
      ),
    ),
  );
  yield ',"quizResults":';
  yield* array(
    paged((page) => exports.quizResults(userId, page)),
    plain,
  );
  yield `,"classesJoined":${JSON.stringify(await classes.joinedBy(userId))}`;
  yield ',"classesTaught":';
  yield* array(await classes.rowsForTeacher(userId), async function* (row) {
    yield `${JSON.stringify(await classes.summaryOf(row)).slice(0, -1)},"events":`;
    yield* array(
      paged((page) => exports.classEvents(row.id, page)),
      plain,
    );
    yield ',"decks":';
    yield* array(await exports.classDecks(userId, row.id), (deck) =>
      withEvents(
        deck,
        array(
          paged((page) => exports.classDeckCards(deck._id, page)),
          plain,
        ),
      ),
    );
    yield '}';
  });
  yield '}';
}
