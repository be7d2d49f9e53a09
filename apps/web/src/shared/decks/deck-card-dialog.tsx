import type { DatedEvent } from '@chronodeck/contract';
import { EventDialog } from '../dated-events/event-dialog';
import { EventInsights } from '../dated-events/insights-panel';

const DECK_INSIGHT_MESSAGES = {
  failed: 'decks.insightsFailed',
  empty: 'decks.noInsights',
} as const;

/** A deck card's insights popup: the student's notes, then AI summary, bullet points, did-you-know and resources. */
export function DeckCardDialog({
  event,
  onClose,
}: {
  event: DatedEvent | undefined;
  onClose: () => void;
}) {
  return (
    <EventDialog event={event} onClose={onClose} notesHeading="event.notes" noNotes="decks.noNotes">
      {(shown) => (
        <EventInsights event={shown} messages={DECK_INSIGHT_MESSAGES} turnedOffKey="event.aiOff" />
      )}
    </EventDialog>
  );
}
