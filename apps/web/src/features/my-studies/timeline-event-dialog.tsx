import { useTranslation } from '../../shared/i18n/i18n';
import type { TimelineEvent } from '@chronodeck/contract';
import { EventInsights } from '../insights/insights-panel';
import { EventDetailsDialog } from './event-details-dialog';
import { EventLinks } from './event-links';

const TIMELINE_INSIGHT_MESSAGES = {
  failed: 'studies.insightsFailed',
  empty: 'studies.noInsights',
} as const;

/** The event in full, with its AI insights unless the student turned them off (SPEC.md §4). */
export function TimelineEventDialog({
  event,
  onClose,
}: {
  event: TimelineEvent | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EventDetailsDialog event={event} onClose={onClose} withCategory>
      {(shown) => (
        <>
          {shown.description ? <p>{shown.description}</p> : null}
          {shown.summary ? (
            <>
              <h3>{t('eventForm.summary')}</h3>
              <p className="event-details__notes">{shown.summary}</p>
            </>
          ) : null}
          <EventLinks links={shown.links} />
          <EventInsights
            event={shown}
            messages={TIMELINE_INSIGHT_MESSAGES}
            turnedOffKey="studies.aiOff"
          />
        </>
      )}
    </EventDetailsDialog>
  );
}
