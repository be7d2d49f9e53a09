import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_CATEGORIES,
  CATALOGUE_TOPICS,
  ERROR_CODES,
  LANGUAGES,
} from '@chronodeck/contract';
import { categoryNameKey, topicNameKey } from '../shared/catalogue/catalogue-names';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it_ from './it.json';
import pt from './pt.json';

type Tree = { [key: string]: string | Tree };

const LOCALES: Record<(typeof LANGUAGES)[number], Tree> = { en, fr, pt, es, it: it_ };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as const]
        : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
}

const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
const english = flatten(en);

describe.each(LANGUAGES)('%s locale', (language) => {
  const translations = flatten(LOCALES[language]);

  it('has exactly the keys of en', () => {
    expect([...translations.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text', () => {
    const empty = [...translations].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keeps every interpolation placeholder of en', () => {
    for (const [key, text] of english) {
      expect(placeholders(translations.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});

describe('error messages', () => {
  it('translate every error code the API can send', () => {
    for (const code of ERROR_CODES) expect(english.has(`errors.${code}`), code).toBe(true);
  });
});

describe('catalogue names', () => {
  it('translate every category and topic of the catalogue', () => {
    for (const category of CATALOGUE_CATEGORIES)
      expect(english.get(categoryNameKey(category)), category).toBe(category);
    for (const topic of CATALOGUE_TOPICS)
      expect(english.get(topicNameKey(topic)), topic).toBe(topic);
  });
});

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

describe('the code', () => {
  it('names only keys that en has (a plural by its base key)', () => {
    const named = sourceFiles(path.resolve(import.meta.dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((match) => match[1] ?? ''),
    );
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((key) => !english.has(key) && !english.has(`${key}_other`))).toEqual([]);
  });
});
