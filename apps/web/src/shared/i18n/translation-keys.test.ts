import { describe, expect, it } from 'vitest';
import type { Translate, TranslationKey } from './translate';

// These checks run when `npm test` type-checks the web app: each `@ts-expect-error` fails the
// type check if the line below it stops being an error.
const echo: Translate = (key) => key;

describe('translation keys', () => {
  it('are the keys of en.json, plurals by their base key', () => {
    const keys: TranslationKey[] = ['common.close', 'decks.cardCount', 'event.notes'];
    // @ts-expect-error: English has no such key.
    const unknown: TranslationKey = 'decks.noSuchText';
    // @ts-expect-error: a plural form is asked for by its base key, with `count`.
    const pluralForm: TranslationKey = 'decks.cardCount_one';
    expect([...keys, unknown, pluralForm]).toHaveLength(5);
  });

  it('check template keys against the values they can take', () => {
    const views = ['events', 'decks'] as const;
    expect(views.map((view) => echo(`classes.menu.${view}`))).toEqual([
      'classes.menu.events',
      'classes.menu.decks',
    ]);
    const misspelt = 'event' as 'event' | 'decks';
    // @ts-expect-error: classes.menu.event does not exist.
    expect(echo(`classes.menu.${misspelt}`)).toBe('classes.menu.event');
  });
});
