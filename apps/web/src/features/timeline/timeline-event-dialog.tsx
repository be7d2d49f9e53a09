import type { TimelineEvent } from '@chronodeck/contract';
import { EventDialog } from '../../shared/dated-events/event-dialog';
import { EventInsights } from '../../shared/dated-events/insights-panel';

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
  return (
    <EventDialog event={event} onClose={onClose} notesHeading="event.notes" withCategory>
      {(shown) => (
        <EventInsights
          event={shown}
          messages={TIMELINE_INSIGHT_MESSAGES}
          turnedOffKey="event.aiOff"
        />
      )}
    </EventDialog>
  );
}
