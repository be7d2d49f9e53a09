import type { Language } from '@chronodeck/contract';
import { useTranslation } from './i18n';

/** The interface language in use, as one of the product's five. */
export function useLanguage(): Language {
  return useTranslation().language;
}
