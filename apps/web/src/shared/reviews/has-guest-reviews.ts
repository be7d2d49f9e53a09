import { localStore } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

/**
 * True once this browser holds a guest's reviews. Apart from the scheduler, so a page can ask
 * without loading it.
 */
export const hasGuestReviews = () => localStore.get(STORAGE_KEYS.guestReviews) !== null;
