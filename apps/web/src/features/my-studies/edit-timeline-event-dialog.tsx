import { useTranslation } from '../../shared/i18n/i18n';
import type { TimelineEvent } from '@chronodeck/contract';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { useToaster } from '../../shared/ui/toasts';
import { draftFromEvent } from './event-draft';
import { EventFields } from './event-fields';
import { useUpdateTimelineEvent } from './timeline-api';
import { useEventDraft } from './use-event-draft';

function EditForm({ event, onClose }: { event: TimelineEvent; onClose: () => void }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const form = useEventDraft('edit', () => draftFromEvent(event));
  const update = useUpdateTimelineEvent();

  const onSubmit = (submitted: React.FormEvent) => {
    submitted.preventDefault();
    const changes = form.submit();
    if (!changes) return;
    update.mutate(
      { id: event._id, changes },
      {
        onSuccess: () => {
          toaster.success(t('studies.toasts.updated'));
          onClose();
        },
        onError: () => toaster.error(t('studies.toasts.updateFailed')),
      },
    );
  };

  return (
    <form className="event-form" noValidate onSubmit={onSubmit}>
      <h2 id="edit-event-title">{t('studies.editTitle')}</h2>
      <EventFields
        draft={form.draft}
        onChange={form.setDraft}
        problems={form.problems}
        withExtras
      />
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}

/** Edits a copy of the event; closes when the server accepts the change (SPEC.md §4). */
export function EditTimelineEventDialog({
  event,
  onClose,
}: {
  event: TimelineEvent | undefined;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open={event !== undefined}
      onClose={onClose}
      labelledBy="edit-event-title"
      className="modal--wide"
    >
      {event ? <EditForm key={event._id} event={event} onClose={onClose} /> : null}
    </ModalDialog>
  );
}
