import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CATEGORIES } from '@chronodeck/contract';
import { ALL } from '@chronodeck/catalogue';
import {
  backToCategories,
  browseStateFrom,
  paramsFor,
  pickCategory,
  START,
  withCentury,
  withEvent,
  withPage,
  withTopic,
  type BrowseState,
} from './browse-state';

const deep: BrowseState = {
  category: 'Brazilian History',
  century: '19th century',
  topic: 'Politics',
  page: 3,
  eventId: 'br-golden-law',
};

describe('event browser state', () => {
  it('starts on the category picker with both filters at All, page 1', () => {
    expect(browseStateFrom(new URLSearchParams())).toEqual(START);
    expect(START).toMatchObject({ category: null, century: ALL, topic: ALL, page: 1 });
  });

  it('opens a category with fresh filters on page 1', () => {
    expect(pickCategory('World History')).toEqual({ ...START, category: 'World History' });
  });

  it('goes back to categories clearing category, filters and page', () => {
    expect(backToCategories()).toEqual(START);
  });

  it('returns to page 1 when a filter changes', () => {
    expect(withCentury(deep, '20th century')).toMatchObject({ century: '20th century', page: 1 });
    expect(withTopic(deep, ALL)).toMatchObject({ topic: ALL, page: 1, century: '19th century' });
  });

  it('changes page and open event without touching the filters', () => {
    expect(withPage(deep, 4)).toEqual({ ...deep, page: 4 });
    expect(withEvent(deep, null)).toEqual({ ...deep, eventId: null });
  });

  it('survives the address bar unchanged', () => {
    const state = fc.record({
      category: fc.constantFrom(...CATALOGUE_CATEGORIES),
      century: fc.oneof(fc.constant(ALL), fc.string({ minLength: 1 })),
      topic: fc.oneof(fc.constant(ALL), fc.string({ minLength: 1 })),
      page: fc.integer({ min: 1, max: 500 }),
      eventId: fc.option(fc.string({ minLength: 1 }), { nil: null }),
    });
    fc.assert(
      fc.property(state, (original) => {
        const roundTrip = browseStateFrom(new URLSearchParams(paramsFor(original).toString()));
        expect(roundTrip).toEqual(original);
      }),
    );
  });

  it('keeps defaults out of the address', () => {
    expect(paramsFor(pickCategory('World History')).toString()).toBe('category=World+History');
  });

  it('ignores an unknown category and a page that is not a positive number', () => {
    expect(browseStateFrom(new URLSearchParams('category=Gossip&page=4'))).toEqual(START);
    const params = new URLSearchParams('category=World+History&page=-2');
    expect(browseStateFrom(params).page).toBe(1);
  });
});
