import { useTranslation } from '../../shared/i18n/i18n';
import { formatYear } from '@chronodeck/catalogue';
import type { TimelineEvent } from '@chronodeck/contract';
import { useLanguage } from '../../shared/i18n/use-language';
import { AddToDeckSelect } from '../collections/add-to-deck-select';

interface TimelineEventCardProps {
  event: TimelineEvent;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One event of My Studies: the card opens its details; edit, add-to-deck and delete sit below. */
export function TimelineEventCard({ event, onOpen, onEdit, onDelete }: TimelineEventCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { _id, ...card } = event;
  return (
    <article className="study-card" data-event-id={_id}>
      <p className="study-card__year">{formatYear(event.year, language)}</p>
      <h3 className="study-card__title">
        <button type="button" className="study-card__open" onClick={onOpen}>
          {event.title}
        </button>
      </h3>
      {event.category ? <p className="study-card__category">{event.category}</p> : null}
      <p className="study-card__description">{event.description}</p>
      <div className="study-card__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={t('studies.editLabel', { title: event.title })}
          onClick={onEdit}
        >
          {t('common.edit')}
        </button>
        <AddToDeckSelect card={card} cardTitle={event.title} />
        <button
          type="button"
          className="button button--danger button--small"
          aria-label={t('studies.deleteLabel', { title: event.title })}
          onClick={onDelete}
        >
          {t('common.delete')}
        </button>
      </div>
    </article>
  );
}
