import type { GeneratedCard } from '@chronodeck/contract';
import { InsightsPanel } from '../../shared/dated-events/insights-panel';
import { EventDetailsDialog } from '../../shared/dated-events/event-details-dialog';

const EXPLORE_INSIGHT_MESSAGES = {
  failed: 'explore.insightsFailed',
  empty: 'decks.noInsights',
} as const;

/** A generated card's details: summary, did-you-know, resources and recommended searches. */
export function GeneratedCardDialog({
  card,
  onClose,
}: {
  card: GeneratedCard | undefined;
  onClose: () => void;
}) {
  return (
    <EventDetailsDialog event={card} onClose={onClose}>
      {(shown) => (
        <>
          {shown.description ? <p>{shown.description}</p> : null}
          <InsightsPanel
            subject={{ title: shown.title, description: shown.description, year: shown.year }}
            messages={EXPLORE_INSIGHT_MESSAGES}
          />
        </>
      )}
    </EventDetailsDialog>
  );
}
