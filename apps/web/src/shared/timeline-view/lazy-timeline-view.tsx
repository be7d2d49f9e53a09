import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/i18n';
import type { TimelineEvent } from './timeline-lanes';
import type { TimelineViewProps } from './timeline-view';

const TimelineView = lazy(() => import('./timeline-view'));

/** The timeline view, downloaded the first time one is shown. */
export function LazyTimelineView<Event extends TimelineEvent>(props: TimelineViewProps<Event>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
      <TimelineView {...(props as unknown as TimelineViewProps<TimelineEvent>)} />
    </Suspense>
  );
}
