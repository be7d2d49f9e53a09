import { useTranslation } from '../../shared/i18n/i18n';
import type { ClassEvent } from '@chronodeck/contract';
import { EventDialog } from '../../shared/dated-events/event-dialog';
import { ClassEventSummary } from './class-summary';

/** A class event in full: description, the teacher's explanation, links and the AI summary. */
export function ClassEventDialog({
  event,
  onClose,
}: {
  event: ClassEvent | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EventDialog
      event={event}
      onClose={onClose}
      notesHeading="classes.events.teacherSummary"
      withCategory
    >
      {(shown) => (
        <>
          <h3>{t('classes.events.aiSummary')}</h3>
          <ClassEventSummary event={shown} />
        </>
      )}
    </EventDialog>
  );
}
