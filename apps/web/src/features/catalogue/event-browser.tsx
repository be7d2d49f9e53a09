import { useSearchParams } from 'react-router';
import type { CatalogueEvent } from '@chronodeck/contract';
import {
  backToCategories,
  browseStateFrom,
  paramsFor,
  pickCategory,
  withEvent,
  type BrowseState,
} from './browse-state';
import type { CardLayout } from './card-layout';
import { CategoryEvents } from './category-events';
import { CategoryPicker } from './category-picker';
import { EventSummaryDialog } from './event-summary-dialog';

interface EventBrowserProps {
  events: readonly CatalogueEvent[];
  layout: CardLayout;
}

/** The built-in catalogue (SPEC.md §2): category picker, then a category's filtered, paged events. */
export function EventBrowser({ events, layout }: EventBrowserProps) {
  const [params, setParams] = useSearchParams();
  const state = browseStateFrom(params);
  // Opening a category is a step Back should undo; filters, pages and the dialog replace the entry.
  const go = (next: BrowseState, { step = false } = {}) =>
    setParams(paramsFor(next), { replace: !step });
  const openEvent = state.eventId ? events.find((event) => event._id === state.eventId) : undefined;

  return (
    <>
      {state.category ? (
        <CategoryEvents
          category={state.category}
          events={events}
          state={state}
          layout={layout}
          onChange={go}
          onBack={() => go(backToCategories(), { step: true })}
          onOpen={(event) => go(withEvent(state, event._id))}
        />
      ) : (
        <CategoryPicker
          events={events}
          onPick={(category) => go(pickCategory(category), { step: true })}
        />
      )}
      <EventSummaryDialog event={openEvent} onClose={() => go(withEvent(state, null))} />
    </>
  );
}
