import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';
import { PRERENDERED_LANGUAGE_ATTRIBUTE, rendersAsPrerendered } from './hydration';

function prerenderedRoot(language: string | null): HTMLElement {
  const root = document.createElement('div');
  if (language) root.setAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE, language);
  return root;
}

describe('rendersAsPrerendered', () => {
  afterEach(() => localStorage.clear());

  it('hydrates a page prerendered in the reader’s language for a visitor without a session', () => {
    expect(rendersAsPrerendered(prerenderedRoot('en'))).toBe(true);
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    expect(rendersAsPrerendered(prerenderedRoot('fr'))).toBe(true);
  });

  it('renders afresh a page in another language than the one chosen', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'pt');
    expect(rendersAsPrerendered(prerenderedRoot('en'))).toBe(false);
  });

  it('renders afresh for a signed-in reader or a guest, whose pages differ', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{"_id":"1"}');
    expect(rendersAsPrerendered(prerenderedRoot('en'))).toBe(false);
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.isGuest, 'true');
    expect(rendersAsPrerendered(prerenderedRoot('en'))).toBe(false);
  });

  it('renders afresh over a light shell, which is never hydrated', () => {
    expect(rendersAsPrerendered(prerenderedRoot(null))).toBe(false);
  });
});
