import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { QUIZ_MODES, type QuizMode } from '@chronodeck/contract';
import type { GameProps } from './game-props';

type Game = ComponentType<GameProps>;

/**
 * Each game's code, loaded once its mode is chosen: the quiz's menu needs none of it, and the
 * order game alone brings a drag-and-drop library.
 */
const GAME_LOADERS: Record<QuizMode, () => Promise<Game>> = {
  'guess-year': () => import('./guess-year-game').then((module) => module.GuessYearGame),
  'order-events': () => import('./order-events-game').then((module) => module.OrderEventsGame),
  'fill-blank': () => import('./fill-blank-game').then((module) => module.FillBlankGame),
  'which-first': () => import('./which-first-game').then((module) => module.WhichFirstGame),
  'true-false': () => import('./true-false-game').then((module) => module.TrueFalseGame),
  master: () => import('./master-game').then((module) => module.MasterGame),
};

export const GAMES = Object.fromEntries(
  QUIZ_MODES.map((mode) => [mode, lazy(async () => ({ default: await GAME_LOADERS[mode]() }))]),
) as Record<QuizMode, LazyExoticComponent<Game>>;

/** Starts loading a game as soon as its mode is picked, so that Start opens it at once. */
export function preloadGame(mode: QuizMode): void {
  // A failed preload costs nothing: starting the game loads it again, and a failure then shows
  // the page's problem screen, as any screen's code that cannot load does.
  GAME_LOADERS[mode]().catch(() => undefined);
}
