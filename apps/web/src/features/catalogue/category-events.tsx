import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link } from 'react-router';
import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueCategory,
  type CatalogueEvent,
} from '@chronodeck/contract';
import { ALL, filterEvents, paginate } from '@chronodeck/catalogue';
import { quizOnCategory } from '../../shared/routes';
import { withCentury, withPage, withTopic, type BrowseState } from './browse-state';
import type { CardLayout } from './card-layout';
import { categoryNameKey } from '../../shared/catalogue/catalogue-names';
import { EventCard } from './event-card';
import { EventFilters } from './event-filters';
import { Pagination } from './pagination';
import { CategoryTimeline } from './category-timeline';

interface CategoryEventsProps {
  category: CatalogueCategory;
  /** The events the category lists. */
  events: readonly CatalogueEvent[];
  state: BrowseState;
  layout: CardLayout;
  onChange: (next: BrowseState) => void;
  onBack: () => void;
  onOpen: (event: CatalogueEvent) => void;
}

/** Brings the first card into view after a page or layout change: the top, or the row's start. */
function useScrollToStart(
  list: React.RefObject<HTMLElement | null>,
  page: number,
  layout: CardLayout,
) {
  const previous = useRef({ page, layout });
  useEffect(() => {
    const element = list.current;
    const changed = previous.current.page !== page || previous.current.layout !== layout;
    previous.current = { page, layout };
    if (!element || !changed) return;
    if (layout === 'horizontal') element.scrollTo({ left: 0 });
    element.scrollIntoView({ block: 'start' });
  }, [list, page, layout]);
}

/** One category's events: back link, filters, 10 cards a page and pagination when needed. */
export function CategoryEvents({
  category,
  events,
  state,
  layout,
  onChange,
  onBack,
  onOpen,
}: CategoryEventsProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const filtered = filterEvents(events, state);
  const page = paginate(filtered, state.page, CATALOGUE_PAGE_SIZE);
  const filtersSet = state.century !== ALL || state.topic !== ALL;
  useScrollToStart(list, page.page, layout);

  return (
    <section className="browser-list" aria-labelledby="category-title">
      <button type="button" className="link-button" onClick={onBack}>
        ← {t('catalogue.backToCategories')}
      </button>
      <div className="browser-list__heading">
        <h2 id="category-title">{t(categoryNameKey(category))}</h2>
        <p className="browser-list__count" aria-live="polite">
          {t('catalogue.eventCount', { count: filtered.length })}
        </p>
        <Link className="button button--small" to={quizOnCategory(category)}>
          {t('catalogue.startQuiz')}
        </Link>
      </div>
      <div className="browser-list__toolbar">
        <EventFilters
          events={events}
          century={state.century}
          topic={state.topic}
          onCentury={(century) => onChange(withCentury(state, century))}
          onTopic={(topic) => onChange(withTopic(state, topic))}
        />
        {filtersSet ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => onChange(withTopic(withCentury(state, ALL), ALL))}
          >
            {t('catalogue.clearFilters')}
          </button>
        ) : null}
      </div>
      {layout === 'timeline' ? (
        <CategoryTimeline category={category} shown={filtered} onOpen={onOpen} />
      ) : (
        <div ref={list} className={`event-cards event-cards--${layout}`}>
          {page.items.length === 0 ? (
            <p className="browser-list__empty">{t('catalogue.noMatches')}</p>
          ) : (
            <ul>
              {page.items.map((event) => (
                <li key={event._id}>
                  <EventCard event={event} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {layout !== 'timeline' && page.pageCount > 1 ? (
        <Pagination
          page={page.page}
          pageCount={page.pageCount}
          onPage={(next) => onChange(withPage(state, next))}
        />
      ) : null}
    </section>
  );
}
