import type { ReactNode } from 'react';
import type { DatedEvent } from '@chronodeck/contract';
import { useTranslation } from '../i18n/i18n';
import type { TranslationKey } from '../i18n/translate';
import { EventDetailsDialog } from './event-details-dialog';
import { EventLinks } from './event-links';
import { ItemBoundary } from '../ui/error-boundary';

interface EventDialogProps<E extends DatedEvent> {
  event: E | undefined;
  onClose: () => void;
  /** The heading of the event's notes (its `summary`): a student's notes, a teacher's explanation. */
  notesHeading: TranslationKey;
  /** Said under the heading when there are no notes; without it, empty notes are left out. */
  noNotes?: TranslationKey;
  withCategory?: boolean;
  className?: string;
  /** What the AI says about the event, below its own record. */
  children: (event: E) => ReactNode;
}

/** A saved event in full (timeline, deck card or class event): description, notes, links, then AI. */
export function EventDialog<E extends DatedEvent>({
  event,
  onClose,
  notesHeading,
  noNotes,
  withCategory = false,
  className,
  children,
}: EventDialogProps<E>) {
  const { t } = useTranslation();
  return (
    <EventDetailsDialog
      event={event}
      onClose={onClose}
      withCategory={withCategory}
      {...(className ? { className } : {})}
    >
      {(shown) => (
        // A broken record or AI answer leaves the dialog's header and close button working.
        <ItemBoundary>
          {shown.description ? <p>{shown.description}</p> : null}
          {shown.summary || noNotes ? (
            <>
              <h3>{t(notesHeading)}</h3>
              <p className="event-details__notes">{shown.summary || (noNotes && t(noNotes))}</p>
            </>
          ) : null}
          <EventLinks links={shown.links} />
          {children(shown)}
        </ItemBoundary>
      )}
    </EventDetailsDialog>
  );
}
