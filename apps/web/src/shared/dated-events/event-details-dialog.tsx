import './dated-events.css';
import { useId, type ReactNode } from 'react';
import { DialogHeader } from '../ui/dialog-header';
import { formatYear } from '@chronodeck/catalogue';
import { useLanguage } from '../i18n/use-language';
import { ModalDialog } from '../ui/modal-dialog';

interface ShownEvent {
  title: string;
  year: number;
  category?: string;
}

interface EventDetailsDialogProps<E extends ShownEvent> {
  /** The event shown; the dialog is open while there is one. */
  event: E | undefined;
  onClose: () => void;
  className?: string;
  /** Timeline and class events show their category under the title. */
  withCategory?: boolean;
  /** What the dialog says about the event below its year, title and category. */
  children: (event: E) => ReactNode;
}

/**
 * The dialog every dated event opens in (timeline events, deck cards, generated cards, class
 * events): year, title and category with a close button, then the caller's details.
 */
export function EventDetailsDialog<E extends ShownEvent>({
  event,
  onClose,
  className = 'modal--wide',
  withCategory = false,
  children,
}: EventDetailsDialogProps<E>) {
  const language = useLanguage();
  const titleId = useId();
  return (
    <ModalDialog
      open={event !== undefined}
      onClose={onClose}
      labelledBy={titleId}
      className={className}
    >
      {event ? (
        <article className="event-details">
          <DialogHeader onClose={onClose}>
            <p className="study-card__year">{formatYear(event.year, language)}</p>
            <h2 id={titleId}>{event.title}</h2>
            {withCategory && event.category ? (
              <p className="study-card__category">{event.category}</p>
            ) : null}
          </DialogHeader>
          {children(event)}
        </article>
      ) : null}
    </ModalDialog>
  );
}
