import type { CatalogueRegion } from '@chronodeck/contract';

/**
 * Countries and peoples the catalogue is full of: each one's names, then the adjectives of its
 * people, in the five interface languages, lower case without accents (as the index stores words).
 * A student asking for the "Brazilian Empire", the "Revolução Francesa" or the "Guerra civil
 * española" means events that say Brazil, France or Spain.
 */
const PLACES: readonly { names: readonly string[]; adjectives: readonly string[] }[] = [
  {
    names: ['brazil', 'brasil', 'bresil', 'brasile'],
    adjectives: [
      'brazilian',
      'brasileiro',
      'brasileira',
      'brasileno',
      'brasilena',
      'bresilien',
      'bresilienne',
      'brasiliano',
      'brasiliana',
    ],
  },
  {
    names: ['france', 'franca', 'francia'],
    adjectives: ['french', 'frances', 'francesa', 'francais', 'francaise', 'francese'],
  },
  {
    names: ['spain', 'espanha', 'espana', 'espagne', 'spagna'],
    adjectives: [
      'spanish',
      'espanhol',
      'espanhola',
      'espanol',
      'espanola',
      'espagnol',
      'espagnole',
      'spagnolo',
      'spagnola',
    ],
  },
  {
    names: ['portugal', 'portogallo'],
    adjectives: ['portuguese', 'portugues', 'portuguesa', 'portugais', 'portugaise', 'portoghese'],
  },
  {
    names: ['england', 'inglaterra', 'angleterre', 'inghilterra'],
    adjectives: ['english', 'ingles', 'inglesa', 'anglais', 'anglaise', 'inglese'],
  },
  {
    names: ['britain', 'bretanha', 'bretana', 'bretagne'],
    adjectives: ['british', 'britanico', 'britanica', 'britannique', 'britannico', 'britannica'],
  },
  {
    names: ['germany', 'alemanha', 'alemania', 'allemagne', 'germania'],
    adjectives: [
      'german',
      'alemao',
      'alema',
      'aleman',
      'alemana',
      'allemand',
      'allemande',
      'tedesco',
      'tedesca',
    ],
  },
  {
    names: ['russia', 'russie', 'rusia'],
    adjectives: ['russian', 'russo', 'russa', 'ruso', 'rusa', 'russe'],
  },
  {
    names: ['china', 'chine', 'cina'],
    adjectives: ['chinese', 'chines', 'chinesa', 'chino', 'chinois', 'chinoise', 'cinese'],
  },
  {
    names: ['japan', 'japao', 'japon', 'giappone'],
    adjectives: ['japanese', 'japones', 'japonesa', 'japonais', 'japonaise', 'giapponese'],
  },
  {
    names: ['italy', 'italia', 'italie'],
    adjectives: ['italian', 'italiano', 'italiana', 'italien', 'italienne'],
  },
  {
    names: ['greece', 'grecia', 'grece'],
    adjectives: [
      'greek',
      'grego',
      'grega',
      'griego',
      'griega',
      'grec',
      'grecque',
      'greco',
      'greca',
    ],
  },
  {
    names: ['rome', 'roma'],
    adjectives: ['roman', 'romano', 'romana', 'romain', 'romaine'],
  },
  {
    names: ['egypt', 'egito', 'egipto', 'egypte', 'egitto'],
    adjectives: [
      'egyptian',
      'egipcio',
      'egipcia',
      'egyptien',
      'egyptienne',
      'egiziano',
      'egiziana',
    ],
  },
  {
    names: ['persia', 'perse'],
    adjectives: ['persian', 'persa', 'persan', 'persiano', 'persiana'],
  },
  {
    names: ['mexico', 'messico', 'mexique'],
    adjectives: [
      'mexican',
      'mexicano',
      'mexicana',
      'mexicain',
      'mexicaine',
      'messicano',
      'messicana',
    ],
  },
  {
    names: ['haiti'],
    adjectives: ['haitian', 'haitiano', 'haitiana', 'haitien', 'haitienne'],
  },
  {
    names: ['cuba'],
    adjectives: ['cuban', 'cubano', 'cubana', 'cubain', 'cubaine'],
  },
];

/**
 * Each name or adjective → the place's names in every language and its English adjective (the
 * words the catalogue's texts use), without the word itself.
 */
const aliasesOf = new Map<string, readonly string[]>(
  PLACES.flatMap(({ names, adjectives }) => {
    const searched = [...names, adjectives[0]!];
    return [...names, ...adjectives].map(
      (word) => [word, searched.filter((other) => other !== word)] as const,
    );
  }),
);

/** Shorter words are left as typed: "cube" is not the plural of "cuba". */
const PLURAL_MIN_LENGTH = 5;

/**
 * The singular forms a plural adjective may have: "chinas", "chineses", "chinoises" lose their s
 * or es; Italian plurals change their last vowel ("cinesi" → "cinese", "romani" → "romano",
 * "italiane" → "italiana", "tedeschi" → "tedesco").
 */
function singularForms(word: string): string[] {
  if (word.length < PLURAL_MIN_LENGTH) return [];
  const stem = word.slice(0, -1);
  const withoutH = stem.replace(/([cg])h$/, '$1');
  if (word.endsWith('s')) return [stem, word.slice(0, -2)];
  if (word.endsWith('i')) return [`${stem}e`, `${stem}o`, `${withoutH}o`];
  if (word.endsWith('e')) return [`${stem}a`, `${withoutH}a`];
  return [];
}

/**
 * The other words to search for a query word naming a place or its people ("francesa" → "france"…),
 * in the singular or the plural ("dinastie cinesi", "dinastías chinas").
 */
export function placeAliases(word: string): readonly string[] {
  const aliases = aliasesOf.get(word);
  if (aliases) return aliases;
  const singular = singularForms(word).find((form) => aliasesOf.has(form));
  return singular === undefined ? [] : [singular, ...aliasesOf.get(singular)!];
}

/**
 * The continents a topic may name, with their peoples' adjectives, in the five languages, lower
 * case without accents: "Cold War Africa", "Guerra Fria na África", "la guerre froide en Asie".
 * The Americas are left out: "America" alone names North America for some and both for others.
 */
const REGION_WORDS: readonly { region: CatalogueRegion; words: readonly string[] }[] = [
  {
    region: 'Africa',
    words: ['africa', 'afrique', 'african', 'africain', 'africaine', 'africano', 'africana'],
  },
  {
    region: 'Asia',
    words: ['asia', 'asie', 'asian', 'asiatique', 'asiatico', 'asiatica'],
  },
  {
    region: 'Europe',
    words: [
      ...['europe', 'europa', 'european', 'europeen', 'europeenne', 'europeu', 'europeia'],
      ...['europeo', 'europea'],
    ],
  },
  { region: 'Oceania', words: ['oceania', 'oceanie'] },
  { region: 'Antarctica', words: ['antarctica', 'antarctique', 'antartida', 'antartide'] },
];

const regionOf = new Map<string, CatalogueRegion>(
  REGION_WORDS.flatMap(({ region, words }) => words.map((word) => [word, region] as const)),
);

/** The continent a query word names, in the singular or the plural ("africanos"), if any. */
export function regionNamed(word: string): CatalogueRegion | undefined {
  const singular = [word, ...singularForms(word)].find((form) => regionOf.has(form));
  return singular === undefined ? undefined : regionOf.get(singular);
}
