import type { DatedEvent } from '@chronodeck/contract';
import { AddToDeckSelect } from './add-to-deck-select';
import { useSession } from '../session/use-session';
import { useAddCardToDeck, useDecks } from './decks-api';

/** Copies an event into one of the signed-in student's own decks. */
export function AddToMyDeckSelect({ event }: { event: DatedEvent }) {
  const { user } = useSession();
  const decks = useDecks(user !== null);
  const addCard = useAddCardToDeck();
  return (
    <AddToDeckSelect
      event={event}
      decks={decks.data ?? []}
      adding={addCard.isPending}
      addCard={addCard.mutate}
    />
  );
}
