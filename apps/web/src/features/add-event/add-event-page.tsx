import '../my-studies/study-cards.css';
import { useTranslation } from '../../shared/i18n/i18n';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { useToaster } from '../../shared/ui/toasts';
import { GuestOverlay } from '../student-home/guest-prompt';
import { EventFields } from '../my-studies/event-fields';
import { useAddTimelineEvent } from '../my-studies/timeline-api';
import { useEventDraft } from '../my-studies/use-event-draft';

function AddEventForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
        void navigate(ROUTES.timeline);
      },
      onError: () => toaster.error(t('studies.toasts.addFailed')),
    });
  };

  return (
    <form className="event-form" noValidate onSubmit={onSubmit}>
      <EventFields
        draft={form.draft}
        onChange={form.setDraft}
        problems={form.problems}
        withExtras={false}
      />
      <div className="modal__actions">
        <button type="submit" className="button" disabled={addEvent.isPending}>
          {addEvent.isPending ? t('common.saving') : t('addEvent.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * The Add New Event modal (/add-event, SPEC.md §2): the four required fields, saved to the
 * student's timeline. Closing goes home; adding goes on to /timeline.
 */
export function AddEventPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const close = () => void navigate(ROUTES.home);
  return (
    <ModalDialog open onClose={close} labelledBy="add-event-title" className="modal--wide">
      <header className="event-details__header">
        <h2 id="add-event-title">{t('addEvent.title')}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.close')}
          onClick={close}
        >
          ×
        </button>
      </header>
      {user ? <AddEventForm /> : <GuestOverlay />}
    </ModalDialog>
  );
}
