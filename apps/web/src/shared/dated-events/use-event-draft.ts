import { useState } from 'react';
import { EVENT_INPUT_SCHEMAS, type DatedEventFields } from '@chronodeck/contract';
import {
  draftProblems,
  draftToInput,
  emptyDraft,
  type EventDraft,
  type EventDraftForm,
} from './event-draft';

/**
 * A form's draft and its problems. Problems show only after a first submit, then follow the
 * typing, so nobody is scolded for fields they have not reached yet.
 */
export function useEventDraft(form: EventDraftForm, initial: () => EventDraft = emptyDraft) {
  const [draft, setDraft] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const problems = attempted ? draftProblems(draft, form) : {};

  return {
    draft,
    setDraft,
    problems,
    /** The event's fields as the server will store them when valid; otherwise null, and the problems appear. */
    submit: (): DatedEventFields | null => {
      setAttempted(true);
      const parsed = EVENT_INPUT_SCHEMAS[form].safeParse(draftToInput(draft));
      return parsed.success ? parsed.data : null;
    },
    reset: () => {
      setDraft(emptyDraft());
      setAttempted(false);
    },
  };
}
