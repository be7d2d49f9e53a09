import type { ClassResults, ClassResultsQuery } from '@chronodeck/contract';
import { notFound } from '../../http/app-error';
import type { ClassesRepository } from '../classes/classes.repository';
import type { ClassResultsRepository, ResultsScope } from './class-results.repository';
import { assembleClassResults } from './class-results';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A card due for longer than this is overdue. */
const OVERDUE_AFTER_MS = DAY_MS;

export function createClassResultsService(deps: {
  repository: ClassResultsRepository;
  classes: Pick<ClassesRepository, 'findOwned'>;
  now: () => Date;
}) {
  const { repository } = deps;

  async function results(scope: ResultsScope): Promise<ClassResults> {
    const now = deps.now();
    const [students, decks, cards, games, gameAnswers, reviews, due] = await Promise.all([
      repository.students(scope),
      repository.decks(scope),
      repository.cards(scope),
      repository.games(scope),
      repository.gameAnswers(scope),
      repository.reviews(scope),
      repository.due(scope, now, new Date(now.getTime() - OVERDUE_AFTER_MS)),
    ]);
    if (scope.deckId !== undefined && decks.length === 0) throw notFound('Deck not found');
    const rows = { students, decks, cards, games, gameAnswers, reviews, due };
    return assembleClassResults(rows, scope.since ?? null);
  }

  const scopeOf = (classId: string, query: ClassResultsQuery): ResultsScope => ({
    classId,
    ...(query.deckId === undefined ? {} : { deckId: query.deckId }),
    ...(query.days === undefined
      ? {}
      : { since: new Date(deps.now().getTime() - Number(query.days) * DAY_MS) }),
  });

  return {
    /** The teacher's view of their class; another teacher's class answers 404 like a missing one. */
    async forTeacher(teacherId: string, classId: string, query: ClassResultsQuery) {
      if (!(await deps.classes.findOwned(teacherId, classId))) throw notFound('Class not found');
      return results(scopeOf(classId, query));
    },

    /** A student's own results in a class they joined; anyone else's are never included. */
    async forStudent(studentId: string, classId: string, query: ClassResultsQuery) {
      const own = await results({ ...scopeOf(classId, query), studentId });
      if (own.students.length === 0) throw notFound('Class not found');
      return own;
    },
  };
}

export type ClassResultsService = ReturnType<typeof createClassResultsService>;
