import type { FormEvent, ReactNode } from 'react';
import type { DatedEvent, DatedEventFields } from '@chronodeck/contract';
import { useTranslation } from '../i18n/i18n';
import { draftFromEvent, emptyDraft, type EventDraftForm } from './event-draft';
import { EventFields } from './event-fields';
import { useEventDraft } from './use-event-draft';
import './dated-events.css';

interface EventFormProps {
  form: EventDraftForm;
  /** The event an edit form starts from; an add form starts empty. */
  initial?: DatedEvent;
  /** Accessible name of the form when no heading names it. */
  label?: string;
  /** A heading above the fields, e.g. an edit dialog's title. */
  heading?: ReactNode;
  /** False in the Add New Event modal, which asks only for the required fields (SPEC.md §2). */
  withExtras?: boolean;
  submitLabel: string;
  pending: boolean;
  /**
   * Called with the validated event. `reset` empties the form; a failed save simply does not
   * call it, so the draft stays as typed and nothing is lost.
   */
  onSubmit: (event: DatedEventFields, reset: () => void) => void;
  /** Shows a Cancel button before the submit button. */
  onCancel?: () => void;
  id?: string;
  /** A closed form stays mounted, hidden, so what was typed is there when it opens again. */
  hidden?: boolean;
}

/** The one form for adding and editing dated events, for students and teachers alike. */
export function EventForm({
  form,
  initial,
  label,
  heading,
  withExtras = true,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  id,
  hidden = false,
}: EventFormProps) {
  const { t } = useTranslation();
  const draft = useEventDraft(form, initial ? () => draftFromEvent(initial) : emptyDraft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = draft.submit();
    if (fields) onSubmit(fields, draft.reset);
  };

  return (
    <form
      id={id}
      className="event-form"
      aria-label={label}
      noValidate
      hidden={hidden}
      onSubmit={submit}
    >
      {heading}
      <EventFields
        draft={draft.draft}
        onChange={draft.setDraft}
        problems={draft.problems}
        form={form}
        withExtras={withExtras}
      />
      <div className="modal__actions">
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        ) : null}
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('common.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
