import type { DatedEventInput } from '@chronodeck/contract';
import { useTranslation } from '../i18n/i18n';
import { useToaster } from '../ui/toasts';

interface AddToDeckSelectProps {
  card: DatedEventInput;
  /** The decks the card may go into, by title. */
  decks: readonly { _id: string; title: string }[];
  adding: boolean;
  /** Copies the card into the deck; the select reports the outcome in a toast. */
  addCard: (
    change: { deckTitle: string; card: DatedEventInput },
    outcome: { onSuccess: () => void; onError: () => void },
  ) => void;
}

/** A per-card dropdown that copies the card into a deck: a student's own, or a teacher's class deck. */
export function AddToDeckSelect({ card, decks, adding, addCard }: AddToDeckSelectProps) {
  const { t } = useTranslation();
  const toaster = useToaster();

  const onPick = (deckTitle: string) => {
    if (!deckTitle) return;
    addCard(
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
      aria-label={t('decks.addToDeckLabel', { title: card.title })}
      value=""
      disabled={adding || decks.length === 0}
      onChange={(event) => onPick(event.target.value)}
    >
      <option value="">{decks.length === 0 ? t('decks.noDecksYet') : t('decks.addToDeck')}</option>
      {decks.map((deck) => (
        <option key={deck._id} value={deck.title}>
          {deck.title}
        </option>
      ))}
    </select>
  );
}
