import type { QuizEvent } from '@chronodeck/quiz';

/** What every quiz screen receives: the deck's playable events and the way back to the menu. */
export interface GameProps {
  events: QuizEvent[];
  deckTitle: string;
  onMenu: () => void;
}
