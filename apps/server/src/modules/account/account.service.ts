import type { AccountExport } from '@chronodeck/contract';
import type { AuthService } from '../auth/auth.service';
import type { ClassesRepository } from '../classes/classes.repository';
import { batched } from '../../db/paged-json';
import { accountExportJson, type ExportSources } from './account-export';
import type { AccountExportRepository } from './account-export.repository';

export interface AccountServiceDeps {
  auth: AuthService;
  classes: ClassesRepository;
  study: ExportSources['study'];
  exports: AccountExportRepository;
  /** Tells the students of a deleted teacher's classes that those decks are gone. */
  notifyClassMembers: (userIds: readonly string[], deckTitle: string) => void;
}

/** A person's rights over their data: a full export, and deletion of everything they own. */
export function createAccountService(deps: AccountServiceDeps) {
  return {
    /**
     * The full export as JSON text in pieces, streamed from paged reads. The account is read
     * first, so a database that is down fails the request before any byte is sent.
     */
    async export(
      userId: string,
      user: Omit<AccountExport['account'], 'createdAt'>,
    ): Promise<AsyncIterable<string>> {
      const createdAt = await deps.auth.accountCreatedAt(userId);
      const head = {
        exportedAt: new Date().toISOString(),
        account: { ...user, createdAt: createdAt.toISOString() },
      };
      return batched(accountExportJson(deps, userId, head));
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
