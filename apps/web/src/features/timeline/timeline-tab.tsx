import { API_ROUTES, type TimelineEvent } from '@chronodeck/contract';
import { EventListEditor, type EventListTexts } from '../../shared/dated-events/event-list-editor';
import { AddToMyDeckSelect } from '../../shared/decks/add-to-my-deck-select';
import { ExportLinks, withFormat } from '../../shared/decks/export-links';
import { useTranslation } from '../../shared/i18n/i18n';
import {
  useAddTimelineEvent,
  useDeleteTimelineEvent,
  useTimelineEvents,
  useUpdateTimelineEvent,
} from '../../shared/timeline/timeline-api';
import { TimelineEventDialog } from './timeline-event-dialog';

const TIMELINE_TEXTS: EventListTexts = {
  openForm: 'studies.openForm',
  formLabel: 'studies.formLabel',
  save: 'studies.save',
  added: 'studies.toasts.added',
  addFailed: 'studies.toasts.addFailed',
  updated: 'event.toasts.updated',
  updateFailed: 'studies.toasts.updateFailed',
  deleted: 'event.toasts.deleted',
  deleteFailed: 'event.toasts.deleteFailed',
  confirmDelete: 'studies.confirmDelete',
};

function TimelineStatus({ events }: { events: ReturnType<typeof useTimelineEvents> }) {
  const { t } = useTranslation();
  if (events.isPending) return <p role="status">{t('studies.loading')}</p>;
  if (events.isError) {
    return (
      <p className="notice notice--error">
        {t('studies.loadFailed')}{' '}
        <button
          type="button"
          className="button button--small"
          onClick={() => void events.refetch()}
        >
          {t('catalogue.retry')}
        </button>
      </p>
    );
  }
  return events.data.length === 0 ? <p className="empty-state">{t('studies.empty')}</p> : null;
}

const addToMyDeck = (event: TimelineEvent) => <AddToMyDeckSelect event={event} />;

/** The student's own timeline ("My Study Events"): add, read with insights, edit, file into decks, delete. */
export function TimelineTab() {
  const { t } = useTranslation();
  const events = useTimelineEvents(true);
  const add = useAddTimelineEvent();
  const update = useUpdateTimelineEvent();
  const remove = useDeleteTimelineEvent();
  return (
    <div className="my-studies">
      {events.data && events.data.length > 0 ? (
        <ExportLinks
          title={t('studentDashboard.tabs.studies')}
          urlOf={(format) => withFormat(API_ROUTES.student.timelineExport, format)}
        />
      ) : null}
      <EventListEditor
        events={events.data ?? []}
        forms={{ add: 'timelineAdd', edit: 'timelineEdit' }}
        texts={TIMELINE_TEXTS}
        changes={{ add, update, remove }}
        OpenedEventDialog={TimelineEventDialog}
        addToDeck={addToMyDeck}
        status={<TimelineStatus events={events} />}
        timelineTitle={t('studentDashboard.tabs.studies')}
        timelineFile="chronodeck-my-studies"
      />
    </div>
  );
}
