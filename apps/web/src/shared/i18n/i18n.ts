import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@chronodeck/contract';
import en from '../../locales/en.json';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { localStore } from '../storage/storage';
import { createTranslator, type Messages, type Translate } from './translate';

/** SPEC.md §9: the translation loader retries 5 times, starting at 350 ms and doubling. */
const LOAD_RETRIES = 5;
const FIRST_RETRY_DELAY_MS = 350;

const otherLocales = import.meta.glob<{ default: Messages }>([
  '../../locales/*.json',
  '!../../locales/en.json',
]);

async function loadLocale(language: Language): Promise<Messages> {
  if (language === DEFAULT_LANGUAGE) return en;
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

/** The interface language in use and its translator. */
export interface InterfaceLanguage {
  language: Language;
  t: Translate;
}

// English ships with the first page; the other languages load on demand.
const english: InterfaceLanguage = {
  language: DEFAULT_LANGUAGE,
  t: createTranslator(DEFAULT_LANGUAGE, en, en),
};
let current = english;
let requested: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(language: Language, messages: Messages): void {
  current =
    language === DEFAULT_LANGUAGE
      ? english
      : { language, t: createTranslator(language, messages, en) };
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

async function switchTo(language: Language): Promise<void> {
  requested = language;
  const messages = await loadLocale(language);
  // A later choice wins over an earlier one whose translations arrive after it.
  if (requested === language) show(language, messages);
}

function storedLanguage(): Language {
  const stored = localStore.get(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Shows the stored language, or English when its translations cannot be loaded. */
export async function initI18n(): Promise<void> {
  await switchTo(storedLanguage()).catch(() => show(DEFAULT_LANGUAGE, en));
}

/**
 * Remembers the choice at once: the switch itself waits for the language's translations to
 * load, and a reader who leaves the page meanwhile must still find their language next time.
 * When they cannot be loaded, the interface stays in the language it shows.
 */
export function chooseLanguage(language: Language): Promise<void> {
  localStore.set(STORAGE_KEYS.language, language);
  return switchTo(language).catch(() => undefined);
}

/** The translator of the interface language; the component re-renders when the language changes. */
export function useTranslation(): InterfaceLanguage {
  return useSyncExternalStore(subscribe, () => current);
}
