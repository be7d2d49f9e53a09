import { useTranslation } from '../../shared/i18n/i18n';
import type { ClassEvent } from '@chronodeck/contract';
import { EventDetailsDialog } from '../my-studies/event-details-dialog';
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
  return (
    <EventDetailsDialog event={event} onClose={onClose} withCategory>
      {(shown) => (
        <>
          {shown.description ? <p>{shown.description}</p> : null}
          {shown.summary ? (
            <>
              <h3>{t('classes.events.teacherSummary')}</h3>
              <p className="event-details__notes">{shown.summary}</p>
            </>
          ) : null}
          <h3>{t('classes.events.aiSummary')}</h3>
          <ClassEventSummary event={shown} />
          <EventLinks links={shown.links} />
        </>
      )}
    </EventDetailsDialog>
  );
}
