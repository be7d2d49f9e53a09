import { rememberedChoice } from '../../shared/storage/remembered-choice';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';

/**
 * How a category's events are shown: cards in a responsive grid, a vertical stack or a horizontal
 * row, or all of them on a zoomable timeline.
 */
export const CARD_LAYOUTS = ['grid', 'vertical', 'horizontal', 'timeline'] as const;
export type CardLayout = (typeof CARD_LAYOUTS)[number];

const cardLayout = rememberedChoice(STORAGE_KEYS.eventBrowserLayout, CARD_LAYOUTS, 'grid');
export const storedCardLayout = cardLayout.read;
export const storeCardLayout = cardLayout.write;
