import { describe, expect, it } from 'vitest';
import { firstName } from './student-tabs';

describe('firstName', () => {
  it('takes the first word of the name', () => {
    expect(firstName('  Ada   Lovelace ')).toBe('Ada');
  });

  it('has none for a missing or blank name', () => {
    expect(firstName(undefined)).toBeNull();
    expect(firstName('   ')).toBeNull();
  });
});
