import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { chooseLanguage, initI18n, useTranslation } from './i18n';

describe('the interface language', () => {
  afterEach(async () => {
    cleanup();
    await chooseLanguage('en');
    localStorage.clear();
  });

  it('starts in English when no language is stored', async () => {
    await initI18n();
    const { result } = renderHook(() => useTranslation());
    expect(result.current.language).toBe('en');
    expect(result.current.t('login.title')).toBe('Log in');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches every reader once the chosen translations arrive, and remembers the choice', async () => {
    const { result } = renderHook(() => useTranslation());
    await act(() => chooseLanguage('fr'));
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fr');
    expect(result.current.language).toBe('fr');
    expect(result.current.t('login.title')).toBe('Connexion');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('starts in the stored language', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    await initI18n();
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('login.title')).toBe('Iniciar sesión');
  });

  it('keeps the later choice when an earlier one finishes loading after it', async () => {
    const { result } = renderHook(() => useTranslation());
    await act(() => Promise.all([chooseLanguage('it'), chooseLanguage('en')]));
    expect(result.current.language).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });
});
