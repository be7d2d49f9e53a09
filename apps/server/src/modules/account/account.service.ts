import type { AccountExport } from '@chronodeck/contract';
import type { AuthService } from '../auth/auth.service';
import type { ClassesRepository } from '../classes/classes.repository';
import type { DecksRepository } from '../decks/decks.repository';
import type { QuizResultsRepository } from '../quiz-results/quiz-results.repository';
import type { TimelineRepository } from '../timeline/timeline.repository';

export interface AccountServiceDeps {
  auth: AuthService;
  timeline: TimelineRepository;
  decks: DecksRepository;
  quizResults: QuizResultsRepository;
  classes: ClassesRepository;
  /** Tells the students of a deleted teacher's classes that those decks are gone. */
  notifyClassMembers: (userIds: readonly string[], deckTitle: string) => void;
}

/** Every quiz result, not just the screen's latest ten. */
const ALL_RESULTS = 1_000_000;

/** A person's rights over their data: a full export, and deletion of everything they own. */
export function createAccountService(deps: AccountServiceDeps) {
  return {
    async export(
      userId: string,
      user: { name: string; email: string; roles: AccountExport['account']['roles'] },
    ): Promise<AccountExport> {
      const [record, timeline, decks, quizResults, classesJoined, taught] = await Promise.all([
        deps.auth.accountCreatedAt(userId),
        deps.timeline.list(userId),
        deps.decks.list(userId),
        deps.quizResults.latest(userId, ALL_RESULTS),
        deps.classes.joinedBy(userId),
        deps.classes.rowsForTeacher(userId),
      ]);
      return {
        exportedAt: new Date().toISOString(),
        account: { ...user, createdAt: record.toISOString() },
        timeline,
        decks,
        quizResults,
        classesJoined,
        classesTaught: await Promise.all(taught.map((row) => deps.classes.full(row))),
      };
    },

    /** After the password is confirmed: the account and, by cascade, all it owns. */
    async remove(userId: string, password: string): Promise<void> {
      await deps.auth.confirmPassword(userId, password);
      const taught = await deps.classes.rowsForTeacher(userId);
      const farewells = await Promise.all(
        taught.map(async (row) => ({
          members: await deps.classes.memberIds(row.id),
          decks: (await deps.classes.full(row)).decks,
        })),
      );
      await deps.auth.deleteAccount(userId);
      for (const { members, decks } of farewells) {
        for (const deck of decks) deps.notifyClassMembers(members, deck.title);
      }
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
