import { useTranslation } from '../../shared/i18n/i18n';
import type { DeckEventInput } from '@chronodeck/contract';
import { useSession } from '../../shared/session/use-session';
import { useToaster } from '../../shared/ui/toasts';
import { useAddCardToDeck, useDecks } from './decks-api';

/** A per-card dropdown that copies the card into one of the student's decks. */
export function AddToDeckSelect({ card, cardTitle }: { card: DeckEventInput; cardTitle: string }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const { user } = useSession();
  const decks = useDecks(user !== null);
  const addCard = useAddCardToDeck();
  const ownDecks = decks.data ?? [];

  const onPick = (deckTitle: string) => {
    if (!deckTitle) return;
    addCard.mutate(
      { deckTitle, card },
      {
        onSuccess: () => toaster.success(t('decks.toasts.added', { deck: deckTitle })),
        onError: () => toaster.error(t('decks.toasts.addFailed')),
      },
    );
  };

  return (
    <select
      className="add-to-deck"
      aria-label={t('decks.addToDeckLabel', { title: cardTitle })}
      value=""
      disabled={addCard.isPending || ownDecks.length === 0}
      onChange={(event) => onPick(event.target.value)}
    >
      <option value="">
        {ownDecks.length === 0 ? t('decks.noDecksYet') : t('decks.addToDeck')}
      </option>
      {ownDecks.map((deck) => (
        <option key={deck._id} value={deck.title}>
          {deck.title}
        </option>
      ))}
    </select>
  );
}
