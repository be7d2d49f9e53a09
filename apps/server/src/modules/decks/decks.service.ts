import type { Deck } from '@chronodeck/contract';
import { AppError, notFound } from '../../http/app-error';
import { isRecordId } from '../../db/record-id';
import type { DeckEventFields, DeckSummary, DecksRepository } from './decks.repository';

const deckNotFound = () => notFound('Deck not found');

export interface DecksServiceDeps {
  repository: DecksRepository;
  /** Tells the owner's open tabs that a deck changed (socket.io `deck-updated`). */
  notifyOwner: (ownerId: string, deckTitle: string) => void;
}

/** A student's own decks. Ids that are not the caller's answer 404, exactly like missing ones. */
export function createDecksService({ repository, notifyOwner }: DecksServiceDeps) {
  async function ownDeck(
    ownerId: string,
    key: { id: string } | { title: string },
  ): Promise<DeckSummary> {
    const deck = 'title' in key || isRecordId(key.id) ? await repository.find(ownerId, key) : null;
    if (!deck) throw deckNotFound();
    return deck;
  }

  return {
    list: (ownerId: string) => repository.list(ownerId),
    listShared: (studentId: string) => repository.listShared(studentId),

    async create(ownerId: string, title: string): Promise<Deck> {
      const deck = await repository.create(ownerId, title);
      if (!deck)
        throw new AppError(409, 'DECK_TITLE_TAKEN', 'You already have a deck with this title.');
      notifyOwner(ownerId, deck.title);
      return deck;
    },

    async remove(ownerId: string, deckId: string): Promise<void> {
      const title = isRecordId(deckId) ? await repository.remove(ownerId, deckId) : null;
      if (title === null) throw deckNotFound();
      notifyOwner(ownerId, title);
    },

    async addEvent(ownerId: string, deckTitle: string, fields: DeckEventFields): Promise<Deck> {
      const deck = await ownDeck(ownerId, { title: deckTitle });
      await repository.addEvent(ownerId, deck.id, fields);
      notifyOwner(ownerId, deck.title);
      return repository.withCards(deck);
    },

    async removeEvent(ownerId: string, deckId: string, eventId: string): Promise<void> {
      const deck = await ownDeck(ownerId, { id: deckId });
      const removed = isRecordId(eventId) && (await repository.removeEvent(deck.id, eventId));
      if (!removed) throw notFound('Event not found');
      notifyOwner(ownerId, deck.title);
    },
  };
}

export type DecksService = ReturnType<typeof createDecksService>;
