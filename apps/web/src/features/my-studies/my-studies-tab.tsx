import './study-cards.css';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import type { TimelineEvent } from '@chronodeck/contract';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useToaster } from '../../shared/ui/toasts';
import { AddTimelineEventForm } from './add-timeline-event-form';
import { EditTimelineEventDialog } from './edit-timeline-event-dialog';
import { useDeleteTimelineEvent, useTimelineEvents } from './timeline-api';
import { TimelineEventCard } from './timeline-event-card';
import { TimelineEventDialog } from './timeline-event-dialog';

/** The student's own timeline ("My Study Events"): add, read with insights, edit, file into decks, delete. */
export function MyStudiesTab() {
  const { t } = useTranslation();
  const toaster = useToaster();
  const events = useTimelineEvents(true);
  const deleteEvent = useDeleteTimelineEvent();
  const [formOpen, setFormOpen] = useState(false);
  const [opened, setOpened] = useState<TimelineEvent>();
  const [editing, setEditing] = useState<TimelineEvent>();
  const [deleting, setDeleting] = useState<TimelineEvent>();

  const confirmDelete = () => {
    if (!deleting) return;
    deleteEvent.mutate(deleting._id, {
      onSuccess: () => toaster.success(t('studies.toasts.deleted')),
      onError: () => toaster.error(t('studies.toasts.deleteFailed')),
    });
    setDeleting(undefined);
  };

  return (
    <div className="my-studies">
      <AddTimelineEventForm open={formOpen} onToggle={() => setFormOpen((open) => !open)} />
      {events.isPending ? <p role="status">{t('studies.loading')}</p> : null}
      {events.isError ? (
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
      ) : null}
      {events.isSuccess && events.data.length === 0 ? (
        <p className="empty-state">{t('studies.empty')}</p>
      ) : null}
      {events.isSuccess && events.data.length > 0 ? (
        <div className="study-grid">
          {events.data.map((event) => (
            <TimelineEventCard
              key={event._id}
              event={event}
              onOpen={() => setOpened(event)}
              onEdit={() => setEditing(event)}
              onDelete={() => setDeleting(event)}
            />
          ))}
        </div>
      ) : null}
      <TimelineEventDialog event={opened} onClose={() => setOpened(undefined)} />
      <EditTimelineEventDialog event={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        question={deleting ? t('studies.confirmDelete', { title: deleting.title }) : null}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(undefined)}
      />
    </div>
  );
}
