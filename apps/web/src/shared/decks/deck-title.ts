import { CreateDeckRequestSchema } from '@chronodeck/contract';
import type { TranslationKey } from '../i18n/translate';

/**
 * Why the server would refuse a typed deck title, checked with the schema it validates with
 * (student and class decks share the rule); undefined when the title may be sent. An empty title
 * is each form's own business.
 */
export function deckTitleProblem(title: string): TranslationKey | undefined {
  const issue = CreateDeckRequestSchema.safeParse({ title }).error?.issues[0];
  if (issue?.code === 'custom') return 'decks.titleNotInPath';
  if (issue?.code === 'too_big') return 'eventForm.errors.tooLong';
  return undefined;
}
