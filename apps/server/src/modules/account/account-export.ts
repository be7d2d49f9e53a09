import type { AccountExport } from '@chronodeck/contract';
import type { ClassesRepository } from '../classes/classes.repository';
import { jsonArray as array, paged, type JsonChunks } from '../../db/paged-json';
import type { AccountExportRepository } from './account-export.repository';
import type { ReviewsRepository } from '../reviews/reviews.repository';

export interface ExportSources {
  exports: AccountExportRepository;
  classes: Pick<ClassesRepository, 'joinedBy' | 'rowsForTeacher' | 'summaryOf'>;
  study: Pick<ReviewsRepository, 'settings' | 'memoryPage' | 'reviewLogPage'>;
}

const plain = async function* (item: unknown): JsonChunks {
  yield JSON.stringify(item);
};

/** `{...fields, events: <streamed array>}`: the record's own fields at once, its list streamed. */
async function* withEvents(fields: object, events: JsonChunks): JsonChunks {
  yield `${JSON.stringify(fields).slice(0, -1)},"events":`;
  yield* events;
  yield '}';
}

/**
 * The account export (AccountExportSchema) as JSON text, written piece by piece from paged reads:
 * memory holds one page of rows at a time, whatever the account's size.
 */
export async function* accountExportJson(
  sources: ExportSources,
  userId: string,
  head: Pick<AccountExport, 'exportedAt' | 'account'>,
): JsonChunks {
  const { exports, classes, study } = sources;
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
  yield `,"study":{"settings":${JSON.stringify(await study.settings(userId))},"cardMemories":`;
  yield* array(
    paged((page) => study.memoryPage(userId, page)),
    plain,
  );
  yield ',"reviews":';
  yield* array(
    paged((page) => study.reviewLogPage(userId, page)),
    plain,
  );
  yield `},"classesJoined":${JSON.stringify(await classes.joinedBy(userId))}`;
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
