import { useId } from 'react';
import type { DatedEvent, DatedEventFields } from '@chronodeck/contract';
import { useTranslation } from '../i18n/i18n';
import { ModalDialog } from '../ui/modal-dialog';
import type { EventDraftForm } from './event-draft';
import { EventForm } from './event-form';

interface EditEventDialogProps<E extends DatedEvent> {
  /** The event being edited; the dialog is open while there is one. */
  event: E | undefined;
  form: Extract<EventDraftForm, 'timelineEdit' | 'classEdit'>;
  pending: boolean;
  /** Saves the changes; `close` is for when the server accepted them (SPEC.md §4). */
  onSave: (event: E, changes: DatedEventFields, close: () => void) => void;
  onClose: () => void;
}

/** Edits a copy of a timeline or class event in a dialog. */
export function EditEventDialog<E extends DatedEvent>({
  event,
  form,
  pending,
  onSave,
  onClose,
}: EditEventDialogProps<E>) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalDialog
      open={event !== undefined}
      onClose={onClose}
      labelledBy={titleId}
      className="modal--wide"
    >
      {event ? (
        <EventForm
          key={event._id}
          form={form}
          initial={event}
          heading={<h2 id={titleId}>{t('eventForm.editTitle')}</h2>}
          submitLabel={t('common.save')}
          pending={pending}
          onSubmit={(changes) => onSave(event, changes, onClose)}
          onCancel={onClose}
        />
      ) : null}
    </ModalDialog>
  );
}
