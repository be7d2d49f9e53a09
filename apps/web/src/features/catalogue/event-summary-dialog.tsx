import { useTranslation } from '../../shared/i18n/i18n';
import type { CatalogueEvent } from '@chronodeck/contract';
import { formatYear } from '@chronodeck/catalogue';
import { useLanguage } from '../../shared/i18n/use-language';
import { DialogHeader } from '../../shared/ui/dialog-header';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { useEventSummary } from './catalogue-api';
import { categoryNameKey, topicNameKey } from '../../shared/catalogue/catalogue-names';
import { SummaryText } from '../../shared/dated-events/summary-text';
import { sourceTitle } from './source-title';

/** Where anyone can check the event. */
function EventSource({ source }: { source: string }) {
  const { t } = useTranslation();
  return (
    <p className="event-summary__source">
      {t('catalogue.source')}{' '}
      <a href={source} target="_blank" rel="noopener noreferrer">
        {sourceTitle(source)}
      </a>
    </p>
  );
}

function EventSummary({ event }: { event: CatalogueEvent }) {
  const summary = useEventSummary(event, useLanguage());
  return <SummaryText summary={summary} shownAbove={event.description} />;
}

interface EventSummaryDialogProps {
  event: CatalogueEvent | undefined;
  onClose: () => void;
}

/** Title, description and the event's summary; closes with its X button or Escape. */
export function EventSummaryDialog({ event, onClose }: EventSummaryDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ModalDialog
      open={event !== undefined}
      onClose={onClose}
      labelledBy="event-summary-title"
      className="event-summary"
    >
      {event ? (
        <>
          <DialogHeader onClose={onClose}>
            <h2 id="event-summary-title">{event.title}</h2>
          </DialogHeader>
          <p className="event-summary__meta">
            {formatYear(event.year, language)} · {t(categoryNameKey(event.category))} ·{' '}
            {t(topicNameKey(event.topic))}
          </p>
          <p className="event-summary__description">{event.description}</p>
          {event.source ? <EventSource source={event.source} /> : null}
          <section
            className="event-summary__summary"
            aria-labelledby="event-summary-heading"
            aria-live="polite"
          >
            <h3 id="event-summary-heading">{t('catalogue.summary.heading')}</h3>
            <EventSummary event={event} />
          </section>
        </>
      ) : null}
    </ModalDialog>
  );
}
