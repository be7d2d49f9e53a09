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

/** The other words to search for a query word naming a place or its people ("francesa" → "france"…). */
export function placeAliases(word: string): readonly string[] {
  return aliasesOf.get(word) ?? [];
}
