import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@chronodeck/contract';
import en from '../../locales/en.json';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { localStore } from '../storage/storage';

/** SPEC.md §9: the translation loader retries 5 times, starting at 350 ms and doubling. */
const LOAD_RETRIES = 5;
const FIRST_RETRY_DELAY_MS = 350;

const otherLocales = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*.json',
  '!../../locales/en.json',
]);

async function loadLocale(language: string): Promise<Record<string, unknown>> {
  const loader = otherLocales[`../../locales/${language}.json`];
  if (!loader) throw new Error(`No translations for ${language}`);
  for (let attempt = 0; ; attempt++) {
    try {
      return (await loader()).default;
    } catch (error) {
      if (attempt >= LOAD_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_DELAY_MS * 2 ** attempt));
    }
  }
}

/** English ships with the first page; the other languages load on demand. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback) {
    loadLocale(language).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

function storedLanguage(): Language {
  const stored = localStore.get(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export async function initI18n(): Promise<typeof i18n> {
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18n;
}

/**
 * Remembers the choice at once: the switch itself waits for the language's translations to
 * load, and a reader who leaves the page meanwhile must still find their language next time.
 */
export function chooseLanguage(language: Language): Promise<unknown> {
  localStore.set(STORAGE_KEYS.language, language);
  return i18n.changeLanguage(language);
}
