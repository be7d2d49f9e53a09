import { useTranslation } from '../../shared/i18n/i18n';
import { formatYear } from '@chronodeck/catalogue';
import type { GeneratedCard as Card } from '@chronodeck/contract';
import { useLanguage } from '../../shared/i18n/use-language';

/** Where the card stands with the student's timeline. */
export type TimelineState = 'absent' | 'adding' | 'added';

interface GeneratedCardProps {
  card: Card;
  onOpen: () => void;
  timeline: TimelineState;
  onAddToTimeline: () => void;
}

/**
 * Title, year and a description clamped to 3 lines; opens its insights; adds itself to the
 * timeline once, and then says so.
 */
export function GeneratedCard({ card, onOpen, timeline, onAddToTimeline }: GeneratedCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className="study-card">
      <p className="study-card__year">{formatYear(card.year, language)}</p>
      <h3 className="study-card__title">
        <button type="button" className="study-card__open" onClick={onOpen}>
          {card.title}
        </button>
      </h3>
      <p className="study-card__description">{card.description}</p>
      <div className="study-card__actions">
        {timeline === 'added' ? (
          <button
            type="button"
            className="button button--ghost button--small explore__added"
            aria-label={t('explore.inTimelineLabel', { title: card.title })}
            disabled
          >
            <span aria-hidden="true">✓</span> {t('explore.inTimeline')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('explore.addToTimelineLabel', { title: card.title })}
            disabled={timeline === 'adding'}
            onClick={onAddToTimeline}
          >
            {timeline === 'adding' ? t('explore.addingToTimeline') : t('explore.addToTimeline')}
          </button>
        )}
      </div>
    </article>
  );
}
