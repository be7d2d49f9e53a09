import { useState } from 'react';
import type { TimelineEventInput } from '@chronodeck/contract';
import {
  draftProblems,
  draftToInput,
  emptyDraft,
  type DraftRules,
  type EventDraft,
} from './event-draft';

/**
 * A form's draft and its problems. Problems show only after a first submit, then follow the
 * typing, so a student is not scolded for fields they have not reached yet.
 */
export function useEventDraft(rules: DraftRules, initial: () => EventDraft = emptyDraft) {
  const [draft, setDraft] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const problems = attempted ? draftProblems(draft, rules) : {};

  return {
    draft,
    setDraft,
    problems,
    /** The request body when the draft is valid; otherwise null, and the problems appear. */
    submit(): TimelineEventInput | null {
      setAttempted(true);
      return Object.keys(draftProblems(draft, rules)).length === 0 ? draftToInput(draft) : null;
    },
    reset() {
      setDraft(emptyDraft());
      setAttempted(false);
    },
  };
}
