import { useTranslation } from '../../shared/i18n/i18n';
import type { CatalogueEvent } from '@chronodeck/contract';
import { formatYear } from '@chronodeck/catalogue';
import { useLanguage } from '../../shared/i18n/use-language';
import { DialogHeader } from '../../shared/ui/dialog-header';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { useEventSummary } from './catalogue-api';
import { categoryNameKey, topicNameKey } from '../../shared/catalogue/catalogue-names';
import { summaryLines } from '../../shared/dated-events/summary-lines';

/** The summary's lines, less any the dialog already shows above it (a summary often repeats the description). */
function SummaryText({ summary, shownAbove }: { summary: string; shownAbove: string }) {
  const { t } = useTranslation();
  const lines = summaryLines(summary).filter(
    (line) => line.kind === 'link' || line.text !== shownAbove,
  );
  if (lines.length === 0) return <p>{t('catalogue.summary.none')}</p>;
  return lines.map((line, index) =>
    line.kind === 'link' ? (
      <p key={index}>
        <a href={line.href} target="_blank" rel="noopener noreferrer">
          {line.label}
        </a>
      </p>
    ) : (
      <p key={index}>{line.text}</p>
    ),
  );
}

function EventSummary({ event }: { event: CatalogueEvent }) {
  const { t } = useTranslation();
  const summary = useEventSummary(event, useLanguage());
  if (summary.isPending) return <p role="status">{t('catalogue.summary.loading')}</p>;
  if (summary.isError) return <p className="form-error">{t('catalogue.summary.failed')}</p>;
  return <SummaryText summary={summary.data.summary} shownAbove={event.description} />;
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
