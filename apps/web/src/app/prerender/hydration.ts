import { storedLanguage } from '../../shared/i18n/i18n';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';
import { localStore } from '../../shared/storage/storage';

/** Set on #root by the prerenderer: the language a public page was rendered in. */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered-language';

/**
 * A public page was prerendered for a visitor with no session in one language. The browser
 * hydrates it only when its own first render would be the same; otherwise (a signed-in reader, a
 * guest, another language, the light shell of a guarded page) it renders afresh over it.
 */
export function rendersAsPrerendered(root: HTMLElement): boolean {
  const language = root.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  return (
    language === storedLanguage() &&
    localStore.get(STORAGE_KEYS.user) === null &&
    localStore.get(STORAGE_KEYS.isGuest) !== 'true'
  );
}
