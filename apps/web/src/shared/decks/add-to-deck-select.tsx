import type { DatedEvent } from '@chronodeck/contract';
import { AddToDeckSelect } from '../dated-events/add-to-deck-select';
import { cardFromEvent } from '../dated-events/event-draft';
import { useSession } from '../session/use-session';
import { useAddCardToDeck, useDecks } from './decks-api';

/** Copies an event into one of the signed-in student's own decks. */
export function AddToMyDeckSelect({ event }: { event: DatedEvent }) {
  const { user } = useSession();
  const decks = useDecks(user !== null);
  const addCard = useAddCardToDeck();
  return (
    <AddToDeckSelect
      card={cardFromEvent(event)}
      decks={decks.data ?? []}
      adding={addCard.isPending}
      addCard={addCard.mutate}
    />
  );
}
