import { useTranslation } from 'react-i18next';
import { formatYear } from '@chronodeck/catalogue';
import type { TimelineEvent } from '@chronodeck/contract';
import { useLanguage } from '../../shared/i18n/use-language';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { InsightsPanel } from '../insights/insights-panel';
import { EventLinks } from './event-links';

const TIMELINE_INSIGHT_MESSAGES = {
  failed: 'studies.insightsFailed',
  empty: 'studies.noInsights',
} as const;

/** The event in full, with its AI insights unless the student turned them off (SPEC.md §4). */
export function TimelineEventDialog({
  event,
  onClose,
}: {
  event: TimelineEvent | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ModalDialog
      open={event !== undefined}
      onClose={onClose}
      labelledBy="timeline-event-title"
      className="modal--wide"
    >
      {event ? (
        <article className="event-details">
          <header className="event-details__header">
            <div>
              <p className="study-card__year">{formatYear(event.year, language)}</p>
              <h2 id="timeline-event-title">{event.title}</h2>
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
              <h3>{t('eventForm.summary')}</h3>
              <p className="event-details__notes">{event.summary}</p>
            </>
          ) : null}
          <EventLinks links={event.links} />
          {event.disableAI ? (
            <p className="notice">{t('studies.aiOff')}</p>
          ) : (
            <InsightsPanel
              subject={{ title: event.title, description: event.description }}
              messages={TIMELINE_INSIGHT_MESSAGES}
            />
          )}
        </article>
      ) : null}
    </ModalDialog>
  );
}
