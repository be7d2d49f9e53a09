import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@chronodeck/contract';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { localStore } from '../storage/storage';
import { createTranslator, type Messages, type Translate } from './translate';

/** SPEC.md §9: the translation loader retries 5 times, starting at 350 ms and doubling. */
const LOAD_RETRIES = 5;
const FIRST_RETRY_DELAY_MS = 350;

/**
 * Every language, English included, is a chunk of its own: the first page's JavaScript holds no
 * texts (the prerendered page already shows them), and the app renders once its language loaded.
 */
const locales = import.meta.glob<{ default: Messages }>('../../locales/*.json');

async function loadLocale(language: Language): Promise<Messages> {
  const loader = locales[`../../locales/${language}.json`];
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

/** The interface language in use and its translator. */
export interface InterfaceLanguage {
  language: Language;
  t: Translate;
}

// Before a language has loaded, texts read as their keys: main.tsx renders only after initI18n.
let current: InterfaceLanguage = {
  language: DEFAULT_LANGUAGE,
  t: createTranslator(DEFAULT_LANGUAGE, {}),
};
let requested: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

const currentLanguage = () => current;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(language: Language, messages: Messages): void {
  // Every locale has every key (locales.test.ts): no other language is needed as a fallback.
  current = { language, t: createTranslator(language, messages) };
  // The prerenderer runs without a document; it writes the page's lang itself.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** The server reads this cookie to send the public pages prerendered in the reader's language. */
function mirrorToCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

async function switchTo(language: Language): Promise<void> {
  requested = language;
  const messages = await loadLocale(language);
  // A later choice wins over an earlier one whose translations arrive after it.
  if (requested === language) show(language, messages);
}

/** The language the stored choice names, before its translations load. */
export function storedLanguage(): Language {
  const stored = localStore.get(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Shows the stored language, or English when its translations cannot be loaded. */
export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  mirrorToCookie(language);
  await switchTo(language).catch(() => switchTo(DEFAULT_LANGUAGE));
}

/** The prerenderer shows each language in turn, with no storage to remember it in. */
export function showLanguageForPrerender(language: Language): Promise<void> {
  return switchTo(language);
}

/**
 * Remembers the choice at once: the switch itself waits for the language's translations to
 * load, and a reader who leaves the page meanwhile must still find their language next time.
 * When they cannot be loaded, the interface stays in the language it shows.
 */
export function chooseLanguage(language: Language): Promise<void> {
  localStore.set(STORAGE_KEYS.language, language);
  mirrorToCookie(language);
  return switchTo(language).catch(() => undefined);
}

/** The translator of the interface language; the component re-renders when the language changes. */
export function useTranslation(): InterfaceLanguage {
  // The server snapshot is the same: the prerenderer shows a language before rendering, and the
  // browser hydrates a prerendered page only when it is in the language the reader chose.
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
