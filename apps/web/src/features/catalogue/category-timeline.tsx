import { useMemo, useState } from 'react';
import {
  CATALOGUE_CATEGORIES,
  type CatalogueCategory,
  type CatalogueEvent,
} from '@chronodeck/contract';
import { useCategoryEvents } from '../../shared/catalogue/catalogue-events-api';
import { categoryNameKey } from '../../shared/catalogue/catalogue-names';
import { useTranslation } from '../../shared/i18n/i18n';
import { LazyTimelineView } from '../../shared/timeline-view/lazy-timeline-view';

interface CategoryTimelineProps {
  category: CatalogueCategory;
  /** The category's events that pass the filters. */
  shown: readonly CatalogueEvent[];
  onOpen: (event: CatalogueEvent) => void;
}

/** A category on the timeline, every filtered event at once, beside another category if asked. */
export function CategoryTimeline({ category, shown, onOpen }: CategoryTimelineProps) {
  const { t } = useTranslation();
  const [compared, setCompared] = useState<CatalogueCategory | ''>('');
  // The compared category's events load when it is chosen; its lane appears once they arrive.
  const other = useCategoryEvents(compared || null).data;
  const lanes = useMemo(() => {
    const own = { id: category, title: t(categoryNameKey(category)), events: shown };
    if (!compared || !other) return [own];
    return [own, { id: compared, title: t(categoryNameKey(compared)), events: other }];
  }, [category, compared, other, shown, t]);
  return (
    <div className="category-timeline">
      <div className="field field--inline">
        <label htmlFor="timeline-compare">{t('timelineView.compareWith')}</label>
        <select
          id="timeline-compare"
          value={compared}
          onChange={(event) => setCompared(event.target.value as CatalogueCategory | '')}
        >
          <option value="">{t('timelineView.noComparison')}</option>
          {CATALOGUE_CATEGORIES.filter((other) => other !== category).map((other) => (
            <option key={other} value={other}>
              {t(categoryNameKey(other))}
            </option>
          ))}
        </select>
      </div>
      <LazyTimelineView lanes={lanes} onOpen={onOpen} fileName={`chronodeck-${category}`} />
    </div>
  );
}
