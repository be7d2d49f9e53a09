import { describe, expect, it } from 'vitest';
import { catalogueEvents, catalogueFiles } from './events';
import { CatalogueFileSchema, CatalogueTranslationFileSchema } from './catalogue-file';
import {
  catalogueTranslations,
  localizeEvent,
  translatedTexts,
  translationFiles,
  type TranslatedLanguage,
} from './translations';

const languages = Object.keys(translationFiles) as TranslatedLanguage[];

describe.each(languages)('the catalogue in %s', (language) => {
  it('has one well-formed file per category, for that language', () => {
    expect(translationFiles[language]).toHaveLength(catalogueFiles.length);
    for (const file of translationFiles[language]) {
      expect(CatalogueTranslationFileSchema.parse(file).language).toBe(language);
    }
  });

  it('translates every event of each category file, and nothing else', () => {
    translationFiles[language].forEach((file, index) => {
      const english = CatalogueFileSchema.parse(catalogueFiles[index]);
      const translated = CatalogueTranslationFileSchema.parse(file);
      expect(Object.keys(translated.events)).toEqual(english.events.map((event) => event.id));
    });
  });

  it('gives each event its own title, not the English one copied', () => {
    const copied = catalogueEvents.filter(
      (event) => catalogueTranslations[language].get(event._id)?.description === event.description,
    );
    expect(copied.map((event) => event._id)).toEqual([]);
  });
});

describe('localizeEvent', () => {
  const [event] = catalogueEvents;

  it('keeps English as written', () => {
    expect(localizeEvent(event!, 'en')).toBe(event);
  });

  it('swaps the title and description, keeping the year, id and the rest', () => {
    const portuguese = localizeEvent(event!, 'pt');
    expect(portuguese).toEqual({
      ...event,
      title: catalogueTranslations.pt.get(event!._id)!.title,
      description: catalogueTranslations.pt.get(event!._id)!.description,
    });
  });

  it('lists the texts of every translation of an event', () => {
    expect(translatedTexts(event!._id)).toHaveLength(languages.length);
    expect(translatedTexts('no-such-event')).toEqual([]);
  });
});
