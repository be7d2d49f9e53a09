import { useMemo, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import type { Class, ClassEvent } from '@chronodeck/contract';
import { EventInsights } from '../../shared/dated-events/insights-panel';
import { EventDialog } from '../../shared/dated-events/event-dialog';
import { LazyTimelineView } from '../../shared/timeline-view/lazy-timeline-view';
import { lanesByCategory } from '../../shared/timeline-view/timeline-lanes';

const OVERVIEW_INSIGHT_MESSAGES = {
  failed: 'catalogue.summary.failed',
  empty: 'decks.noInsights',
} as const;

/**
 * The alternate, light-theme class view (SPEC.md §2): the class's events as a timeline, each
 * opening AI insights with a did-you-know, resources and recommended searches. The timeline is
 * the one list of the events: a second one would make screen readers announce each twice.
 */
export function ClassOverview({ schoolClass }: { schoolClass: Class }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<ClassEvent>();
  const lanes = useMemo(
    () => lanesByCategory(schoolClass.events, schoolClass.title),
    [schoolClass.events, schoolClass.title],
  );
  return (
    <section className="class-overview" aria-labelledby="class-overview-title">
      <h2 id="class-overview-title">{schoolClass.title}</h2>
      {schoolClass.description ? <p>{schoolClass.description}</p> : null}
      {schoolClass.events.length === 0 ? (
        <p className="empty-state">{t('classes.events.empty')}</p>
      ) : (
        <LazyTimelineView
          lanes={lanes}
          onOpen={setOpened}
          fileName={`chronodeck-${schoolClass.title}`}
        />
      )}
      <EventDialog
        event={opened}
        onClose={() => setOpened(undefined)}
        notesHeading="classes.events.teacherSummary"
        className="modal--wide class-overview__dialog"
      >
        {(shown) => (
          <EventInsights
            event={shown}
            messages={OVERVIEW_INSIGHT_MESSAGES}
            turnedOffKey="classes.events.aiOff"
          />
        )}
      </EventDialog>
    </section>
  );
}
