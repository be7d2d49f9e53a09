import { useTranslation } from 'react-i18next';
import { formatYear } from '@chronodeck/catalogue';
import type { GeneratedCard } from '@chronodeck/contract';
import { useLanguage } from '../../shared/i18n/use-language';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { InsightsPanel } from '../insights/insights-panel';

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
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ModalDialog
      open={card !== undefined}
      onClose={onClose}
      labelledBy="generated-card-title"
      className="modal--wide"
    >
      {card ? (
        <article className="event-details">
          <header className="event-details__header">
            <div>
              <p className="study-card__year">{formatYear(card.year, language)}</p>
              <h2 id="generated-card-title">{card.title}</h2>
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
          {card.description ? <p>{card.description}</p> : null}
          <InsightsPanel
            subject={{ title: card.title, description: card.description }}
            messages={EXPLORE_INSIGHT_MESSAGES}
          />
        </article>
      ) : null}
    </ModalDialog>
  );
}
