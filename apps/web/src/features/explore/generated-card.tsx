import type { GeneratedCard as Card } from '@chronodeck/contract';
import { EventCard } from '../../shared/dated-events/event-card';
import { useTranslation } from '../../shared/i18n/i18n';

/** Where the card stands with the student's timeline. */
export type TimelineState = 'absent' | 'adding' | 'added';

interface GeneratedCardProps {
  card: Card;
  onOpen: () => void;
  timeline: TimelineState;
  onAddToTimeline: () => void;
}

function AddToTimelineButton({
  card,
  timeline,
  onAddToTimeline,
}: Omit<GeneratedCardProps, 'onOpen'>) {
  const { t } = useTranslation();
  if (timeline === 'added') {
    return (
      <button
        type="button"
        className="button button--ghost button--small explore__added"
        aria-label={t('explore.inTimelineLabel', { title: card.title })}
        disabled
      >
        <span aria-hidden="true">✓</span> {t('explore.inTimeline')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-label={t('explore.addToTimelineLabel', { title: card.title })}
      disabled={timeline === 'adding'}
      onClick={onAddToTimeline}
    >
      {timeline === 'adding' ? t('explore.addingToTimeline') : t('explore.addToTimeline')}
    </button>
  );
}

/**
 * Title, year and a description clamped to 3 lines; opens its insights; adds itself to the
 * timeline once, and then says so.
 */
export function GeneratedCard({ card, onOpen, timeline, onAddToTimeline }: GeneratedCardProps) {
  return (
    <EventCard
      event={card}
      withCategory={false}
      onOpen={onOpen}
      actions={
        <AddToTimelineButton card={card} timeline={timeline} onAddToTimeline={onAddToTimeline} />
      }
    />
  );
}
