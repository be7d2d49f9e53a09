import type { DatedEvent, DatedEventInput } from '@chronodeck/contract';
import { errorMessage } from '../api/error-message';
import { useTranslation } from '../i18n/i18n';
import { useToaster } from '../ui/toasts';
import '../dated-events/dated-events.css';

/** A stored event as a card to put in a deck: the same fields without its id. */
function cardFromEvent(event: DatedEvent): DatedEventInput {
  const { _id, ...card } = event;
  return card;
}

interface AddToDeckSelectProps {
  /** The event copied into the deck as a card. */
  event: DatedEvent;
  /** The decks the card may go into, by title. */
  decks: readonly { _id: string; title: string }[];
  adding: boolean;
  /** Copies the card into the deck; the select reports the outcome in a toast. */
  addCard: (
    change: { deckTitle: string; card: DatedEventInput },
    outcome: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
}

/** A per-card dropdown that copies the card into a deck: a student's own, or a teacher's class deck. */
export function AddToDeckSelect({ event, decks, adding, addCard }: AddToDeckSelectProps) {
  const { t } = useTranslation();
  const toaster = useToaster();

  const onPick = (deckTitle: string) => {
    if (!deckTitle) return;
    addCard(
      { deckTitle, card: cardFromEvent(event) },
      {
        onSuccess: () => toaster.success(t('decks.toasts.added', { deck: deckTitle })),
        onError: (error) => toaster.error(errorMessage(t, error, 'decks.toasts.addFailed')),
      },
    );
  };

  return (
    <select
      className="add-to-deck"
      aria-label={t('decks.addToDeckLabel', { title: event.title })}
      value=""
      disabled={adding || decks.length === 0}
      onChange={(change) => onPick(change.target.value)}
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
