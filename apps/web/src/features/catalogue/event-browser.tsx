import { useSearchParams } from 'react-router';
import type { CatalogueCategory, CatalogueEvent } from '@chronodeck/contract';
import {
  useCatalogueCategories,
  useCatalogueEvent,
  useCategoryEvents,
} from '../../shared/catalogue/catalogue-events-api';
import {
  backToCategories,
  browseStateFrom,
  paramsFor,
  pickCategory,
  withEvent,
  type BrowseState,
} from './browse-state';
import type { CardLayout } from './card-layout';
import { CatalogueStatus } from './catalogue-status';
import { CategoryEvents } from './category-events';
import { CategoryPicker } from './category-picker';
import { EventSummaryDialog } from './event-summary-dialog';

function PickerView({ onPick }: { onPick: (category: CatalogueCategory) => void }) {
  const categories = useCatalogueCategories();
  if (!categories.isSuccess) {
    return (
      <CatalogueStatus pending={categories.isPending} onRetry={() => void categories.refetch()} />
    );
  }
  return <CategoryPicker categories={categories.data.categories} onPick={onPick} />;
}

/** The event the address names: from the category's list when it is there, else asked for alone. */
function useOpenedEvent(eventId: string | null, listed: readonly CatalogueEvent[] | undefined) {
  const inList = eventId ? listed?.find((event) => event._id === eventId) : undefined;
  const alone = useCatalogueEvent(inList || listed === undefined ? null : eventId);
  return inList ?? alone.data;
}

/**
 * The built-in catalogue (SPEC.md §2): category picker, then a category's filtered, paged events.
 * The picker needs only each category's count; a category loads its own events alone.
 */
export function EventBrowser({ layout }: { layout: CardLayout }) {
  const [params, setParams] = useSearchParams();
  const state = browseStateFrom(params);
  const categoryEvents = useCategoryEvents(state.category);
  // Opening a category is a step Back should undo; filters, pages and the dialog replace the entry.
  const go = (next: BrowseState, { step = false } = {}) =>
    setParams(paramsFor(next), { replace: !step });
  const listed = state.category ? categoryEvents.data : [];
  const openEvent = useOpenedEvent(state.eventId, listed);

  return (
    <>
      {!state.category ? (
        <PickerView onPick={(category) => go(pickCategory(category), { step: true })} />
      ) : categoryEvents.isSuccess ? (
        <CategoryEvents
          category={state.category}
          events={categoryEvents.data}
          state={state}
          layout={layout}
          onChange={go}
          onBack={() => go(backToCategories(), { step: true })}
          onOpen={(event) => go(withEvent(state, event._id))}
        />
      ) : (
        <CatalogueStatus
          pending={categoryEvents.isPending}
          onRetry={() => void categoryEvents.refetch()}
        />
      )}
      <EventSummaryDialog event={openEvent} onClose={() => go(withEvent(state, null))} />
    </>
  );
}
