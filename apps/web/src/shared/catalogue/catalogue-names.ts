import type { CatalogueCategory, CatalogueTopic } from '@chronodeck/contract';
import type { TranslationKey } from '../i18n/translate';

/** Translation key of each catalogue category; the locale test checks English says the name itself. */
const CATEGORY_NAME_KEYS: Record<CatalogueCategory, TranslationKey> = {
  'Ancient History': 'catalogue.categories.ancientHistory',
  'Medieval History': 'catalogue.categories.medievalHistory',
  'Modern European History': 'catalogue.categories.modernEuropeanHistory',
  'American History': 'catalogue.categories.americanHistory',
  'Brazilian History': 'catalogue.categories.brazilianHistory',
  'World History': 'catalogue.categories.worldHistory',
};

const TOPIC_NAME_KEYS: Record<CatalogueTopic, TranslationKey> = {
  Founding: 'catalogue.topics.founding',
  Politics: 'catalogue.topics.politics',
  Conflict: 'catalogue.topics.conflict',
  Diplomacy: 'catalogue.topics.diplomacy',
  Economy: 'catalogue.topics.economy',
  Culture: 'catalogue.topics.culture',
  Environment: 'catalogue.topics.environment',
  Multilateral: 'catalogue.topics.multilateral',
  Trade: 'catalogue.topics.trade',
  'Global South': 'catalogue.topics.globalSouth',
  Institutions: 'catalogue.topics.institutions',
  Decolonization: 'catalogue.topics.decolonization',
  'Cold War': 'catalogue.topics.coldWar',
  'Colonial Brazil': 'catalogue.topics.colonialBrazil',
  Religion: 'catalogue.topics.religion',
  Exploration: 'catalogue.topics.exploration',
  Technology: 'catalogue.topics.technology',
  Europe: 'catalogue.topics.europe',
  Italy: 'catalogue.topics.italy',
  Germany: 'catalogue.topics.germany',
  France: 'catalogue.topics.france',
};

export const categoryNameKey = (category: CatalogueCategory) => CATEGORY_NAME_KEYS[category];
export const topicNameKey = (topic: CatalogueTopic) => TOPIC_NAME_KEYS[topic];
