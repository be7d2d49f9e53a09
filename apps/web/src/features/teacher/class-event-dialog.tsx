import { useTranslation } from 'react-i18next';
import { formatYear } from '@chronodeck/catalogue';
import type { ClassEvent } from '@chronodeck/contract';
import { useLanguage } from '../../shared/i18n/use-language';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { EventLinks } from '../my-studies/event-links';
import { ClassEventSummary } from './class-summary';

/** A class event in full: description, the teacher's explanation, the AI summary and links. */
export function ClassEventDialog({
  event,
  onClose,
}: {
  event: ClassEvent | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ModalDialog
      open={event !== undefined}
      onClose={onClose}
      labelledBy="class-event-title"
      className="modal--wide"
    >
      {event ? (
        <article className="event-details">
          <header className="event-details__header">
            <div>
              <p className="study-card__year">{formatYear(event.year, language)}</p>
              <h2 id="class-event-title">{event.title}</h2>
              {event.category ? <p className="study-card__category">{event.category}</p> : null}
            </div>
            <button
              type="button"
              className="icon-button"
              aria-label={t('common.close')}
              onClick={onClose}
            >
              ×
            </button>
          </header>
          {event.description ? <p>{event.description}</p> : null}
          {event.summary ? (
            <>
              <h3>{t('classes.events.teacherSummary')}</h3>
              <p className="event-details__notes">{event.summary}</p>
            </>
          ) : null}
          <h3>{t('classes.events.aiSummary')}</h3>
          <ClassEventSummary event={event} />
          <EventLinks links={event.links} />
        </article>
      ) : null}
    </ModalDialog>
  );
}
