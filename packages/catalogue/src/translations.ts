import type { CatalogueEvent, Language } from '@chronodeck/contract';
import americanEs from '../data/translations/es/american-history.json';
import ancientEs from '../data/translations/es/ancient-history.json';
import brazilianEs from '../data/translations/es/brazilian-history.json';
import medievalEs from '../data/translations/es/medieval-history.json';
import modernEuropeanEs from '../data/translations/es/modern-european-history.json';
import worldEs from '../data/translations/es/world-history.json';
import americanFr from '../data/translations/fr/american-history.json';
import ancientFr from '../data/translations/fr/ancient-history.json';
import brazilianFr from '../data/translations/fr/brazilian-history.json';
import medievalFr from '../data/translations/fr/medieval-history.json';
import modernEuropeanFr from '../data/translations/fr/modern-european-history.json';
import worldFr from '../data/translations/fr/world-history.json';
import americanIt from '../data/translations/it/american-history.json';
import ancientIt from '../data/translations/it/ancient-history.json';
import brazilianIt from '../data/translations/it/brazilian-history.json';
import medievalIt from '../data/translations/it/medieval-history.json';
import modernEuropeanIt from '../data/translations/it/modern-european-history.json';
import worldIt from '../data/translations/it/world-history.json';
import americanPt from '../data/translations/pt/american-history.json';
import ancientPt from '../data/translations/pt/ancient-history.json';
import brazilianPt from '../data/translations/pt/brazilian-history.json';
import medievalPt from '../data/translations/pt/medieval-history.json';
import modernEuropeanPt from '../data/translations/pt/modern-european-history.json';
import worldPt from '../data/translations/pt/world-history.json';
import { CatalogueTranslationFileSchema, type EventText } from './catalogue-file';

/** The languages the catalogue is translated into; English is the data files' own. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

/** The translation files as written, per language; validated by the catalogue's tests. */
export const translationFiles: Record<TranslatedLanguage, readonly unknown[]> = {
  fr: [ancientFr, medievalFr, modernEuropeanFr, americanFr, brazilianFr, worldFr],
  pt: [ancientPt, medievalPt, modernEuropeanPt, americanPt, brazilianPt, worldPt],
  es: [ancientEs, medievalEs, modernEuropeanEs, americanEs, brazilianEs, worldEs],
  it: [ancientIt, medievalIt, modernEuropeanIt, americanIt, brazilianIt, worldIt],
};

function loadTexts(files: readonly unknown[]): ReadonlyMap<string, EventText> {
  return new Map(
    files.flatMap((file) => Object.entries(CatalogueTranslationFileSchema.parse(file).events)),
  );
}

/** Each event's title and description per translated language, by event id. */
export const catalogueTranslations: Record<TranslatedLanguage, ReadonlyMap<string, EventText>> = {
  fr: loadTexts(translationFiles.fr),
  pt: loadTexts(translationFiles.pt),
  es: loadTexts(translationFiles.es),
  it: loadTexts(translationFiles.it),
};

/** The event's title and description in `language`; English where it has no translation. */
export function localizeEvent(event: CatalogueEvent, language: Language): CatalogueEvent {
  if (language === 'en') return event;
  const text = catalogueTranslations[language].get(event._id);
  return text ? { ...event, title: text.title, description: text.description } : event;
}

/** Every title and description of the event in the languages it is translated into. */
export function translatedTexts(eventId: string): EventText[] {
  return Object.values(catalogueTranslations).flatMap((texts) => {
    const text = texts.get(eventId);
    return text ? [text] : [];
  });
}
