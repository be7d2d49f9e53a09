import { useTranslation } from '../../shared/i18n/i18n';
import type { DeckEvent } from '@chronodeck/contract';
import { EventInsights } from '../insights/insights-panel';
import { EventDetailsDialog } from '../my-studies/event-details-dialog';
import { EventLinks } from '../my-studies/event-links';

const DECK_INSIGHT_MESSAGES = {
  failed: 'decks.insightsFailed',
  empty: 'decks.noInsights',
} as const;

/** A deck card's insights popup: the student's notes, then AI summary, bullet points, did-you-know and resources. */
export function CardInsightsDialog({
  card,
  onClose,
}: {
  card: DeckEvent | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EventDetailsDialog event={card} onClose={onClose}>
      {(shown) => (
        <>
          {shown.description ? <p>{shown.description}</p> : null}
          <h3>{t('decks.notes')}</h3>
          <p className="event-details__notes">{shown.summary || t('decks.noNotes')}</p>
          <EventLinks links={shown.links} />
          <EventInsights
            event={shown}
            messages={DECK_INSIGHT_MESSAGES}
            turnedOffKey="studies.aiOff"
          />
        </>
      )}
    </EventDetailsDialog>
  );
}
