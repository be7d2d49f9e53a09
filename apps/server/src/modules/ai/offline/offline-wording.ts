import type { Language } from '@chronodeck/contract';

export interface OfflineWording {
  when: string;
  where: string;
  who: string;
  aroundTheSameTime: string;
  learnMore: string;
  noEntry: (subject: string) => string;
  /** The insight's summary when the catalogue has nothing on the subject. */
  noInsight: (subject: string) => string;
  topic: string;
  /** Encyclopedia searches in this language, for "learn more" and "recommended" links. */
  encyclopediaSearches: (query: string) => string[];
}

const wikipediaSearch = (language: Language, query: string) =>
  `https://${language}.wikipedia.org/w/index.php?search=${encodeURIComponent(query)}`;
const britannicaSearch = (query: string) =>
  `https://www.britannica.com/search?query=${encodeURIComponent(query)}`;
const worldHistorySearch = (query: string) =>
  `https://www.worldhistory.org/search/?q=${encodeURIComponent(query)}`;

export const OFFLINE_WORDING: Record<Language, OfflineWording> = {
  en: {
    when: 'When',
    where: 'Where',
    who: 'Who',
    aroundTheSameTime: 'Around the same time:',
    learnMore: 'Learn more:',
    noEntry: (subject) =>
      `The offline knowledge base has no entry for "${subject}", so it cannot summarise it. These searches may help:`,
    noInsight: (subject) =>
      `The offline knowledge base has no entry for "${subject}". The searches below may help.`,
    topic: 'Topic',
    encyclopediaSearches: (query) => [
      wikipediaSearch('en', query),
      britannicaSearch(query),
      worldHistorySearch(query),
    ],
  },
  fr: {
    when: 'Quand',
    where: 'Où',
    who: 'Qui',
    aroundTheSameTime: 'À la même époque :',
    learnMore: 'Pour en savoir plus :',
    noEntry: (subject) =>
      `La base de connaissances hors ligne ne contient rien sur « ${subject} » et ne peut donc pas le résumer. Ces recherches peuvent aider :`,
    noInsight: (subject) =>
      `La base de connaissances hors ligne ne contient rien sur « ${subject} ». Les recherches ci-dessous peuvent aider.`,
    topic: 'Thème',
    encyclopediaSearches: (query) => [wikipediaSearch('fr', query), britannicaSearch(query)],
  },
  pt: {
    when: 'Quando',
    where: 'Onde',
    who: 'Quem',
    aroundTheSameTime: 'Na mesma época:',
    learnMore: 'Saiba mais:',
    noEntry: (subject) =>
      `A base de conhecimento offline não tem nenhuma entrada sobre "${subject}" e por isso não pode resumi-lo. Estas pesquisas podem ajudar:`,
    noInsight: (subject) =>
      `A base de conhecimento offline não tem nenhuma entrada sobre "${subject}". As pesquisas abaixo podem ajudar.`,
    topic: 'Tema',
    encyclopediaSearches: (query) => [wikipediaSearch('pt', query), britannicaSearch(query)],
  },
  es: {
    when: 'Cuándo',
    where: 'Dónde',
    who: 'Quién',
    aroundTheSameTime: 'En la misma época:',
    learnMore: 'Para saber más:',
    noEntry: (subject) =>
      `La base de conocimiento sin conexión no tiene ninguna entrada sobre «${subject}», así que no puede resumirlo. Estas búsquedas pueden ayudar:`,
    noInsight: (subject) =>
      `La base de conocimiento sin conexión no tiene ninguna entrada sobre «${subject}». Las búsquedas de abajo pueden ayudar.`,
    topic: 'Tema',
    encyclopediaSearches: (query) => [wikipediaSearch('es', query), britannicaSearch(query)],
  },
  it: {
    when: 'Quando',
    where: 'Dove',
    who: 'Chi',
    aroundTheSameTime: 'Nello stesso periodo:',
    learnMore: 'Per saperne di più:',
    noEntry: (subject) =>
      `La base di conoscenza offline non ha alcuna voce su «${subject}» e quindi non può riassumerlo. Queste ricerche possono aiutare:`,
    noInsight: (subject) =>
      `La base di conoscenza offline non ha alcuna voce su «${subject}». Le ricerche qui sotto possono aiutare.`,
    topic: 'Tema',
    encyclopediaSearches: (query) => [wikipediaSearch('it', query), britannicaSearch(query)],
  },
};
