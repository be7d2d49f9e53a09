import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/i18n';
import { ItemBoundary } from '../ui/error-boundary';
import type { TimelineEvent } from './timeline-lanes';
import type { TimelineViewProps } from './timeline-view';

const TimelineView = lazy(() => import('./timeline-view'));

/**
 * The timeline view, downloaded the first time one is shown. If its code cannot be fetched
 * (offline, or a deploy replaced it) or it fails to draw, only the timeline gives way to a notice:
 * the page around it (a class's title and description, a deck's cards) stays usable.
 */
export function LazyTimelineView<Event extends TimelineEvent>(props: TimelineViewProps<Event>) {
  const { t } = useTranslation();
  return (
    <ItemBoundary>
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <TimelineView {...(props as unknown as TimelineViewProps<TimelineEvent>)} />
      </Suspense>
    </ItemBoundary>
  );
}
