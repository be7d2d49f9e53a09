import { useMemo, useState } from 'react';
import {
  CATALOGUE_CATEGORIES,
  type CatalogueCategory,
  type CatalogueEvent,
  isInCategory,
} from '@chronodeck/contract';
import { categoryNameKey } from '../../shared/catalogue/catalogue-names';
import { useTranslation } from '../../shared/i18n/i18n';
import { LazyTimelineView } from '../../shared/timeline-view/lazy-timeline-view';

interface CategoryTimelineProps {
  category: CatalogueCategory;
  /** The whole catalogue, for the lane to compare with. */
  events: readonly CatalogueEvent[];
  /** The category's events that pass the filters. */
  shown: readonly CatalogueEvent[];
  onOpen: (event: CatalogueEvent) => void;
}

/** A category on the timeline, every filtered event at once, beside another category if asked. */
export function CategoryTimeline({ category, events, shown, onOpen }: CategoryTimelineProps) {
  const { t } = useTranslation();
  const [compared, setCompared] = useState<CatalogueCategory | ''>('');
  const lanes = useMemo(() => {
    const own = { id: category, title: t(categoryNameKey(category)), events: shown };
    if (!compared) return [own];
    const other = events.filter((event) => isInCategory(event, compared));
    return [own, { id: compared, title: t(categoryNameKey(compared)), events: other }];
  }, [category, compared, events, shown, t]);
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
