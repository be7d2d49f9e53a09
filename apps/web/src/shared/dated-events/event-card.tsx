import type { ReactNode } from 'react';
import { formatYear } from '@chronodeck/catalogue';
import type { DatedEvent } from '@chronodeck/contract';
import { useTranslation } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import './dated-events.css';
import { DeleteButton, EditButton } from '../ui/action-buttons';

/** What a card shows: a saved event, or one only generated, which has no id yet. */
type CardEvent = Pick<DatedEvent, 'title' | 'year' | 'description'> &
  Partial<Pick<DatedEvent, '_id' | 'category'>>;

interface EventCardProps {
  event: CardEvent;
  /** Opens the event's details. */
  onOpen: () => void;
  onEdit?: () => void;
  /** Deletes the event, or takes the card out of its deck. */
  onDelete?: () => void;
  /** The button naming what `onDelete` does; Delete by default. */
  deleteLabel?: string;
  deleteName?: string;
  /** More ways to use the event (copy it into a deck, add it to the timeline), between edit and delete. */
  actions?: ReactNode;
  /** Timeline and class events show their category; deck cards do not. */
  withCategory?: boolean;
  as?: 'article' | 'li';
}

/** A dated event as a card: year, title (opening the details), category, description and actions. */
export function EventCard({
  event,
  onOpen,
  onEdit,
  onDelete,
  deleteLabel,
  deleteName,
  actions,
  withCategory = true,
  as: Element = 'article',
}: EventCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hasActions = onEdit ?? onDelete ?? actions;
  return (
    <Element className="study-card" data-event-id={event._id}>
      <p className="study-card__year">{formatYear(event.year, language)}</p>
      <h3 className="study-card__title">
        <button type="button" className="study-card__open" onClick={onOpen}>
          {event.title}
        </button>
      </h3>
      {withCategory && event.category ? (
        <p className="study-card__category">{event.category}</p>
      ) : null}
      <p className="study-card__description">{event.description}</p>
      {hasActions ? (
        <div className="study-card__actions">
          {onEdit ? (
            <EditButton name={t('event.editLabel', { title: event.title })} onClick={onEdit} />
          ) : null}
          {actions}
          {onDelete ? (
            <DeleteButton
              name={deleteName ?? t('event.deleteLabel', { title: event.title })}
              onClick={onDelete}
              {...(deleteLabel ? { label: deleteLabel } : {})}
            />
          ) : null}
        </div>
      ) : null}
    </Element>
  );
}
