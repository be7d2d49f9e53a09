import { describe, expect, it } from 'vitest';
import { categoryNameKey, nameKey, topicNameKey } from './catalogue-names';

describe('catalogue name keys', () => {
  it.each([
    ['Modern European History', 'modernEuropeanHistory'],
    ['Global South', 'globalSouth'],
    ['Cold War', 'coldWar'],
    ['Politics', 'politics'],
  ])('names %s %s', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });

  it('places categories and topics under their own keys', () => {
    expect(categoryNameKey('World History')).toBe('catalogue.categories.worldHistory');
    expect(topicNameKey('Colonial Brazil')).toBe('catalogue.topics.colonialBrazil');
  });
});
