import { describe, expect, it } from 'vitest';
import { catalogueSubjects, subjectFiles } from './catalogue-subjects';
import { catalogueEvents } from './events';
import { findSubjectProblems } from './validate';

const eventIds = new Set(catalogueEvents.map((event) => event._id));
const names = (en: string) => ({ en: [en], fr: [en], pt: [en], es: [en], it: [en] });
const coldWar = {
  id: 'cold-war',
  names: names('Cold War'),
  events: ['eur-berlin-blockade', 'am-cuban-missile-crisis', 'eur-berlin-wall-built'],
};
const fileWith = (...subjects: unknown[]) => ({ subjects });

describe('subjects validation', () => {
  it('accepts a well-formed subject', () => {
    expect(findSubjectProblems([fileWith(coldWar)], eventIds)).toEqual([]);
  });

  it.each([
    ['an event the catalogue lacks', { ...coldWar, events: [...coldWar.events, 'eur-no-such'] }],
    ['an event listed twice', { ...coldWar, events: [...coldWar.events, 'eur-berlin-blockade'] }],
    ['a name made of generic words only', { ...coldWar, names: names('The War') }],
    ['a language without a name', { ...coldWar, names: { ...names('Cold War'), it: [] } }],
    ['fewer than three events', { ...coldWar, events: coldWar.events.slice(0, 2) }],
    ['an id that is not kebab-case', { ...coldWar, id: 'Cold War' }],
  ])('rejects %s', (_, subject) => {
    expect(findSubjectProblems([fileWith(subject)], eventIds)).not.toEqual([]);
  });

  it('rejects two subjects with one id or one name', () => {
    const twin = { ...coldWar, id: 'cold-war-2', names: names('The cold war') };
    expect(findSubjectProblems([fileWith(coldWar, twin)], eventIds)).toEqual([
      '"The cold war" names both "cold-war" and "cold-war-2"',
    ]);
    expect(findSubjectProblems([fileWith(coldWar), fileWith(coldWar)], eventIds)).toEqual([
      'duplicate subject id "cold-war"',
    ]);
  });
});

describe('the catalogue subjects', () => {
  it('are valid: known events, distinct ids, specific names in the five languages', () => {
    expect(findSubjectProblems(subjectFiles, eventIds)).toEqual([]);
  });

  it('name at least 200 subjects, across every category', () => {
    expect(catalogueSubjects.length).toBeGreaterThanOrEqual(200);
    const byId = new Map(catalogueEvents.map((event) => [event._id, event]));
    const categories = new Set(
      catalogueSubjects.flatMap((subject) =>
        subject.events.flatMap((id) => byId.get(id)?.category ?? []),
      ),
    );
    expect(categories.size).toBe(6);
  });
});
