import { errorMessage } from '../../shared/api/error-message';
import { useTranslation } from '../../shared/i18n/i18n';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';
import { DialogHeader } from '../../shared/ui/dialog-header';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { useToaster } from '../../shared/ui/toasts';
import { GuestOverlay } from '../../shared/session/guest-prompt';
import { EventForm } from '../../shared/dated-events/event-form';
import { useAddTimelineEvent } from '../../shared/timeline/timeline-api';

function AddEventForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toaster = useToaster();
  const addEvent = useAddTimelineEvent();
  return (
    <EventForm
      form="timelineAdd"
      withExtras={false}
      submitLabel={t('addEvent.submit')}
      pending={addEvent.isPending}
      onSubmit={(event) =>
        addEvent.mutate(event, {
          onSuccess: () => {
            toaster.success(t('studies.toasts.added'));
            void navigate(ROUTES.eventBrowser);
          },
          onError: (error) => toaster.error(errorMessage(t, error, 'studies.toasts.addFailed')),
        })
      }
    />
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
      <DialogHeader onClose={close}>
        <h2 id="add-event-title">{t('addEvent.title')}</h2>
      </DialogHeader>
      {user ? <AddEventForm /> : <GuestOverlay />}
    </ModalDialog>
  );
}
