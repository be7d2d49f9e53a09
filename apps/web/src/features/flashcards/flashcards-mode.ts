import { useSearchParams } from 'react-router';
import { rememberedChoice } from '../../shared/storage/remembered-choice';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';

export const FLASHCARD_MODES = ['review', 'shuffle'] as const;
export type FlashcardMode = (typeof FLASHCARD_MODES)[number];

/** `/flashcards?mode=review&deck=<id>` opens a deck's review (reviewDeckRoute builds it). */
export const FLASHCARD_MODE_PARAM = 'mode';
export const FLASHCARD_DECK_PARAM = 'deck';

const storedMode = rememberedChoice(STORAGE_KEYS.flashcardsMode, FLASHCARD_MODES, 'review');

/** The mode in the address if it names one, else the last one chosen (Review at first). */
export function useFlashcardsMode(): [FlashcardMode, (mode: FlashcardMode) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get(FLASHCARD_MODE_PARAM);
  const mode = FLASHCARD_MODES.find((option) => option === asked) ?? storedMode.read();
  const select = (next: FlashcardMode) => {
    storedMode.write(next);
    setParams({ [FLASHCARD_MODE_PARAM]: next }, { replace: true });
  };
  return [mode, select];
}
