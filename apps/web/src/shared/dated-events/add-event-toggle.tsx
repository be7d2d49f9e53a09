import { useId, useState } from 'react';
import type { DatedEventFields } from '@chronodeck/contract';
import { useTranslation } from '../i18n/i18n';
import type { EventDraftForm } from './event-draft';
import { EventForm } from './event-form';

interface AddEventToggleProps {
  form: Extract<EventDraftForm, 'timelineAdd' | 'classAdd'>;
  openLabel: string;
  formLabel: string;
  submitLabel: string;
  pending: boolean;
  /** Saves the event; `done` resets and closes the form once the server accepted it (SPEC.md §4). */
  onAdd: (event: DatedEventFields, done: () => void) => void;
}

/**
 * A button that opens an add form under it. Closing only hides the form, and a failed add keeps it
 * open, so what was typed is never lost; a successful add empties and closes it.
 */
export function AddEventToggle({
  form,
  openLabel,
  formLabel,
  submitLabel,
  pending,
  onAdd,
}: AddEventToggleProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className="add-event">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {open ? t('eventForm.closeForm') : openLabel}
      </button>
      <EventForm
        hidden={!open}
        id={formId}
        form={form}
        label={formLabel}
        submitLabel={submitLabel}
        pending={pending}
        onSubmit={(event, reset) =>
          onAdd(event, () => {
            reset();
            setOpen(false);
          })
        }
      />
    </div>
  );
}
