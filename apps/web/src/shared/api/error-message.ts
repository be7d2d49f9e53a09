import type { Translate, TranslationKey } from '../i18n/translate';
import { ApiError } from './api-error';

/**
 * The user's language for a failed call: the translation of the server's error code when there
 * is one, else the given fallback key (SPEC.md §8 defaults such as "Login failed").
 */
export function errorMessage(t: Translate, error: unknown, fallbackKey: TranslationKey): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('errors.NETWORK');
    if (error.code) return t(`errors.${error.code}`);
  }
  return t(fallbackKey);
}
