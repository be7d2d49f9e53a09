import { useState } from 'react';
import type { DatedEvent } from '@chronodeck/contract';
import { useTranslation } from '../i18n/i18n';
import type { TranslationKey } from '../i18n/translate';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useToaster } from '../ui/toasts';

type Removal<D> = { kind: 'deck'; deck: D } | { kind: 'card'; deck: D; card: DatedEvent };

interface DeckRemovals<D> {
  /** Deletes a whole deck; `onError` is for a refusal. */
  removeDeck: (deck: D, outcome: { onSuccess: () => void; onError: () => void }) => void;
  /** Takes one card out of a deck. */
  removeCard: (deck: D, card: DatedEvent, outcome: { onError: () => void }) => void;
  /** The question asked before a whole deck goes. */
  confirmDeleteDeck: TranslationKey;
}

/**
 * Deleting a deck or taking a card out of one, each asked first in a dialog whose Cancel has the
 * focus, then confirmed or explained in a toast. Render `confirmDialog` once.
 */
export function useDeckRemovals<D>({ removeDeck, removeCard, confirmDeleteDeck }: DeckRemovals<D>) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const [pending, setPending] = useState<Removal<D>>();

  const confirm = () => {
    if (pending?.kind === 'deck') {
      removeDeck(pending.deck, {
        onSuccess: () => toaster.success(t('decks.toasts.deleted')),
        onError: () => toaster.error(t('decks.deleteFailed')),
      });
    } else if (pending?.kind === 'card') {
      removeCard(pending.deck, pending.card, {
        onError: () => toaster.error(t('decks.removeFailed')),
      });
    }
    setPending(undefined);
  };

  const question = !pending
    ? null
    : pending.kind === 'deck'
      ? t(confirmDeleteDeck)
      : t('decks.confirmRemoveCard');

  return {
    askDeleteDeck: (deck: D) => setPending({ kind: 'deck', deck }),
    askRemoveCard: (deck: D, card: DatedEvent) => setPending({ kind: 'card', deck, card }),
    confirmDialog: (
      <ConfirmDialog
        question={question}
        confirmLabel={pending?.kind === 'card' ? t('decks.removeCard') : t('common.delete')}
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
    ),
  };
}
