import { describe, expect, it } from 'vitest';
import type { Subject } from './catalogue-file';
import { createSubjectFinder } from './subjects';

const subject = (id: string, en: string[], pt: string[] = en): Subject => ({
  id,
  names: { en, fr: en, pt, es: en, it: en },
  events: ['a', 'b', 'c'],
});

const findSubjects = createSubjectFinder([
  subject('roman-empire', ['Roman Empire'], ['Império Romano']),
  subject('holy-roman-empire', ['Holy Roman Empire'], ['Sacro Império Romano-Germânico']),
  subject('brazilian-independence', ['Independence of Brazil'], ['Independência do Brasil']),
  subject('vargas-era', ['Vargas Era', 'Getúlio Vargas', 'Vargas'], ['Era Vargas']),
  subject('punic-wars', ['Punic Wars']),
  subject('franks', ['Franks'], ['Francos']),
]);
const named = (query: string) =>
  findSubjects(query).map((match) => `${match.subject.id}${match.narrower ? ' (narrower)' : ''}`);

describe('createSubjectFinder', () => {
  it('finds a subject by any of its names in any language, whatever the accents and articles', () => {
    expect(named('Imperio romano')).toEqual(['roman-empire']);
    expect(named('the Roman Empire')).toEqual(['roman-empire']);
    expect(named('getulio vargas')).toEqual(['vargas-era']);
    expect(named('Era Vargas')).toEqual(['vargas-era']);
  });

  it('prefers the longest name the query says', () => {
    expect(named('Holy Roman Empire')).toEqual(['holy-roman-empire']);
  });

  it('reads a people for its country and a plural for its singular', () => {
    expect(named('Brazilian independence')).toEqual(['brazilian-independence']);
    expect(named('Punic War')).toEqual(['punic-wars']);
  });

  it('marks a query saying more than the name as narrower, and an exact name wins over it', () => {
    expect(named('Vargas and the workers')).toEqual(['vargas-era (narrower)']);
    expect(named('Vargas')).toEqual(['vargas-era']);
  });

  it('reads plurals only where the query is the whole name', () => {
    expect(named('Franco')).toEqual(['franks']);
    expect(named('Francisco Franco')).toEqual([]);
  });

  it('finds nothing for words that name no subject, or only part of one', () => {
    expect(named('Empire')).toEqual([]);
    expect(named('Roman')).toEqual([]);
    expect(named('')).toEqual([]);
    expect(named('the of and')).toEqual([]);
  });
});
