import { describe, expect, it } from 'vitest';
import { placeAliases, regionNamed } from './place-aliases';

describe('placeAliases', () => {
  it('gives a people’s adjective its country’s names in the five languages', () => {
    expect(placeAliases('francesa')).toEqual(expect.arrayContaining(['france', 'franca']));
    expect(placeAliases('chinese')).toEqual(expect.arrayContaining(['china', 'chine', 'cina']));
  });

  it('reads an adjective in the plural as in the singular', () => {
    for (const plural of ['chinas', 'chineses', 'chinoises', 'cinesi', 'chinos']) {
      expect(placeAliases(plural)).toContain('china');
    }
    expect(placeAliases('tedeschi')).toContain('germany');
    expect(placeAliases('italiane')).toContain('italy');
  });

  it('leaves other words alone, short ones included', () => {
    expect(placeAliases('dynasty')).toEqual([]);
    expect(placeAliases('cube')).toEqual([]);
  });
});

describe('regionNamed', () => {
  it('reads a continent or its people, in the five languages, singular or plural', () => {
    expect(regionNamed('africa')).toBe('Africa');
    expect(regionNamed('afrique')).toBe('Africa');
    expect(regionNamed('africanos')).toBe('Africa');
    expect(regionNamed('asie')).toBe('Asia');
    expect(regionNamed('europeenne')).toBe('Europe');
  });

  it('names no region for other words, nor for "America", which means different things', () => {
    expect(regionNamed('cold')).toBeUndefined();
    expect(regionNamed('america')).toBeUndefined();
  });
});
