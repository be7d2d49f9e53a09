import { useTranslation } from '../../shared/i18n/i18n';
import { useToaster } from '../../shared/ui/toasts';
import { EventFields } from './event-fields';
import { useAddTimelineEvent } from './timeline-api';
import { useEventDraft } from './use-event-draft';

interface AddTimelineEventFormProps {
  open: boolean;
  onToggle: () => void;
}

/** The add-event toggle form of My Studies; after a successful add it resets and closes (SPEC.md §4). */
export function AddTimelineEventForm({ open, onToggle }: AddTimelineEventFormProps) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const form = useEventDraft('add');
  const addEvent = useAddTimelineEvent();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.submit();
    if (!input) return;
    addEvent.mutate(input, {
      onSuccess: () => {
        toaster.success(t('studies.toasts.added'));
        form.reset();
        onToggle();
      },
      // The draft stays as typed, so nothing is lost and the student can simply try again.
      onError: () => toaster.error(t('studies.toasts.addFailed')),
    });
  };

  return (
    <div className="add-event">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls="add-timeline-event"
        onClick={onToggle}
      >
        {open ? t('studies.closeForm') : t('studies.openForm')}
      </button>
      {open ? (
        <form
          id="add-timeline-event"
          className="event-form"
          aria-label={t('studies.formLabel')}
          noValidate
          onSubmit={onSubmit}
        >
          <EventFields
            draft={form.draft}
            onChange={form.setDraft}
            problems={form.problems}
            withExtras
          />
          <div className="modal__actions">
            <button type="submit" className="button" disabled={addEvent.isPending}>
              {addEvent.isPending ? t('common.saving') : t('studies.save')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
