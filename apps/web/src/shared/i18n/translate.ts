import type en from '../../locales/en.json';

/** A locale file: nested groups of texts, addressed by dotted keys ("login.title"). */
export interface Messages {
  readonly [key: string]: string | Messages;
}

/** Values for `{{name}}` placeholders; `count` also picks the plural form (`key_one`, `key_other`). */
export type TranslationValues = Readonly<Record<string, unknown>>;

/** Plural forms a key may end with (`Intl.PluralRules` categories); `t` takes the base key. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type KeyOf<Name extends string> = Name extends `${infer Base}_${PluralSuffix}` ? Base : Name;

/** Every dotted key of a locale tree, plurals by their base key. */
type KeysOf<Tree, Prefix extends string = ''> = {
  [Name in keyof Tree & string]: Tree[Name] extends string
    ? `${Prefix}${KeyOf<Name>}`
    : KeysOf<Tree[Name], `${Prefix}${Name}.`>;
}[keyof Tree & string];

/** A key English has: any other, template keys included, is a type error. */
export type TranslationKey = KeysOf<typeof en>;

export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, values: TranslationValues | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/**
 * Translates into `language`, falling back to `fallback` for a missing text (the app passes none:
 * every locale has every key), and to the key itself when neither has it, so a gap shows up in
 * the interface instead of a blank.
 * A missing plural form falls back to `_other`, the form every language has.
 */
export function createTranslator(
  language: string,
  messages: Messages,
  fallback: Messages = messages,
): (key: string, values?: TranslationValues) => string {
  const pluralRules = new Intl.PluralRules(language);
  const find = (key: string) => lookup(messages, key) ?? lookup(fallback, key);
  return (key, values) => {
    const count = values?.count;
    const text =
      typeof count === 'number'
        ? (find(`${key}_${pluralRules.select(count)}`) ?? find(`${key}_other`) ?? find(key))
        : find(key);
    return text === undefined ? key : interpolate(text, values);
  };
}
