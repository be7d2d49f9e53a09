import { describe, expect, it } from 'vitest';
import {
  categoryListIn,
  isKeptRead,
  keptAtInstall,
  shellPath,
  strategyFor,
  type OfflineBuild,
} from './routing';

const ORIGIN = 'https://chronodeck.example';
const precached = new Set(['/assets/index-abc.js', '/prerendered/en/shell.html']);
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: `${ORIGIN}${path}` });

describe('strategyFor', () => {
  it('serves pages from the network, else the shell', () => {
    expect(strategyFor(get('/student', 'navigate'), ORIGIN, precached)).toBe('page');
  });

  it('serves the build’s files from the cache', () => {
    expect(strategyFor(get('/assets/index-abc.js'), ORIGIN, precached)).toBe('precached');
  });

  it('keeps the catalogue and the student’s reads for offline use', () => {
    for (const path of [
      '/events.json',
      '/api/student/decks',
      '/api/student/reviews/due?timeZone=UTC',
      '/api/auth/me',
    ]) {
      expect(strategyFor(get(path), ORIGIN, precached), path).toBe('read');
    }
  });

  it('leaves writes, other origins, downloads and sign-in to the browser', () => {
    expect(strategyFor({ ...get('/api/student/reviews'), method: 'POST' }, ORIGIN, precached)).toBe(
      'network',
    );
    expect(strategyFor(get('/api/student/decks'), 'https://other.example', precached)).toBe(
      'network',
    );
    for (const path of [
      '/api/student/decks/Rome/export',
      '/api/classes/ABCD2345/results.csv',
      '/api/auth/login',
      '/socket.io/?EIO=4',
      '/assets/unknown-old.js',
    ]) {
      expect(strategyFor(get(path), ORIGIN, precached), path).toBe('network');
    }
  });
});

describe('isKeptRead', () => {
  it('keeps API reads but not the API reference', () => {
    expect(isKeptRead('/api/catalogue/categories')).toBe(true);
    expect(isKeptRead('/api/docs/json')).toBe(false);
  });
});

describe('shellPath', () => {
  const build: OfflineBuild = {
    version: 'v1',
    files: [],
    languages: ['en', 'fr', 'pt', 'es', 'it'],
    pathsWithoutNavbar: ['/login'],
  };

  it('picks the shell in the reader’s language, without navbar where the page draws its own', () => {
    expect(shellPath(build, '/student', 'pt')).toBe('/prerendered/pt/shell.html');
    expect(shellPath(build, '/login', 'fr')).toBe('/prerendered/fr/shell-without-navbar.html');
  });

  it('falls back to English for a language it does not know', () => {
    expect(shellPath(build, '/student', undefined)).toBe('/prerendered/en/shell.html');
    expect(shellPath(build, '/student', 'de')).toBe('/prerendered/en/shell.html');
  });
});

describe('the catalogue offline', () => {
  it('keeps the whole catalogue in the reader’s language and the categories at install', () => {
    expect(keptAtInstall('pt')).toEqual(['/events.json?lang=pt', '/api/catalogue/categories']);
    expect(keptAtInstall(undefined)).toEqual(['/events.json?lang=en', '/api/catalogue/categories']);
  });

  it('finds a category’s list in the whole catalogue of the same language', () => {
    const url = new URL(`${ORIGIN}/events.json?lang=pt&category=Brazilian+History`);
    expect(categoryListIn(url)).toEqual({
      wholeList: '/events.json?lang=pt',
      category: 'Brazilian History',
    });
    expect(categoryListIn(new URL(`${ORIGIN}/events.json?category=World+History`))).toEqual({
      wholeList: '/events.json?lang=en',
      category: 'World History',
    });
  });

  it('finds nothing for the whole list itself or for other reads', () => {
    expect(categoryListIn(new URL(`${ORIGIN}/events.json?lang=pt`))).toBeNull();
    expect(categoryListIn(new URL(`${ORIGIN}/api/student/decks?category=x`))).toBeNull();
  });
});
