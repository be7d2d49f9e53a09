import { CatalogueCategorySchema, type CatalogueCategory } from '@chronodeck/contract';
import { ALL } from '@chronodeck/catalogue';

/**
 * Where the reader is in the event browser (SPEC.md §4). It lives in the address bar, so Back
 * works, a reload keeps the place and a filtered page can be shared.
 */
export interface BrowseState {
  category: CatalogueCategory | null;
  century: string;
  topic: string;
  page: number;
  eventId: string | null;
}

export const START: BrowseState = {
  category: null,
  century: ALL,
  topic: ALL,
  page: 1,
  eventId: null,
};

const PARAM = {
  category: 'category',
  century: 'century',
  topic: 'topic',
  page: 'page',
  eventId: 'event',
} as const;

export function browseStateFrom(params: URLSearchParams): BrowseState {
  const category = CatalogueCategorySchema.safeParse(params.get(PARAM.category));
  if (!category.success) return { ...START, eventId: params.get(PARAM.eventId) };
  const page = Number.parseInt(params.get(PARAM.page) ?? '', 10);
  return {
    category: category.data,
    century: params.get(PARAM.century) ?? ALL,
    topic: params.get(PARAM.topic) ?? ALL,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    eventId: params.get(PARAM.eventId),
  };
}

/** The address-bar form of a state; defaults are left out so addresses stay short. */
export function paramsFor(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category) params.set(PARAM.category, state.category);
  if (state.century !== ALL) params.set(PARAM.century, state.century);
  if (state.topic !== ALL) params.set(PARAM.topic, state.topic);
  if (state.page !== 1) params.set(PARAM.page, String(state.page));
  if (state.eventId) params.set(PARAM.eventId, state.eventId);
  return params;
}

/** Picking a category opens its list with both filters at All, on page 1. */
export const pickCategory = (category: CatalogueCategory): BrowseState => ({ ...START, category });

/** "Back to Categories" clears the category, both filters and the page. */
export const backToCategories = (): BrowseState => START;

/** A new filter changes which events are listed, so the list starts again at page 1. */
export const withCentury = (state: BrowseState, century: string): BrowseState => ({
  ...state,
  century,
  page: 1,
});

export const withTopic = (state: BrowseState, topic: string): BrowseState => ({
  ...state,
  topic,
  page: 1,
});

export const withPage = (state: BrowseState, page: number): BrowseState => ({ ...state, page });

export const withEvent = (state: BrowseState, eventId: string | null): BrowseState => ({
  ...state,
  eventId,
});
