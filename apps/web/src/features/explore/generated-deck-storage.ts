import * as z from 'zod/mini';
import { GeneratedCardSchema, type GeneratedCard } from '@chronodeck/contract';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';
import { localStore } from '../../shared/storage/storage';

export interface StoredDeck {
  topic: string;
  cards: GeneratedCard[];
}

const StoredCardsSchema = z.array(GeneratedCardSchema);

/** The last generated deck and its topic (SPEC.md §3 `aiDeck`, `aiDeckTopic`), kept across visits. */
export function readGeneratedDeck(): StoredDeck | null {
  const raw = localStore.get(STORAGE_KEYS.aiDeck);
  const topic = localStore.get(STORAGE_KEYS.aiDeckTopic);
  if (!raw || topic === null) return null;
  try {
    const cards = StoredCardsSchema.safeParse(JSON.parse(raw));
    return cards.success ? { topic, cards: cards.data } : null;
  } catch {
    return null;
  }
}

/** A new generation replaces the stored deck (SPEC.md §4). */
export function storeGeneratedDeck(deck: StoredDeck): void {
  localStore.set(STORAGE_KEYS.aiDeck, JSON.stringify(deck.cards));
  localStore.set(STORAGE_KEYS.aiDeckTopic, deck.topic);
}
