import type { QuizEvent } from '@chronodeck/quiz';

/** The deck a game is played on, as its result is saved: a class deck's id records it with the class. */
export interface PlayedDeck {
  title: string;
  /** A class deck's id; absent for the student's own decks and catalogue categories. */
  classDeckId?: string;
}

/** What every quiz screen receives: the deck's playable events and the way back to the menu. */
export interface GameProps {
  events: QuizEvent[];
  deck: PlayedDeck;
  onMenu: () => void;
}
