import { useTranslation } from 'react-i18next';
import { formatYear } from '@chronodeck/catalogue';
import type { DeckEvent } from '@chronodeck/contract';
import { useLanguage } from '../../shared/i18n/use-language';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { InsightsPanel } from '../insights/insights-panel';
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
  const language = useLanguage();
  return (
    <ModalDialog
      open={card !== undefined}
      onClose={onClose}
      labelledBy="card-insights-title"
      className="modal--wide"
    >
      {card ? (
        <article className="event-details">
          <header className="event-details__header">
            <div>
              <p className="study-card__year">{formatYear(card.year, language)}</p>
              <h2 id="card-insights-title">{card.title}</h2>
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
          <h3>{t('decks.notes')}</h3>
          <p className="event-details__notes">{card.summary || t('decks.noNotes')}</p>
          <EventLinks links={card.links} />
          {card.disableAI ? (
            <p className="notice">{t('studies.aiOff')}</p>
          ) : (
            <InsightsPanel
              subject={{ title: card.title, description: card.description }}
              messages={DECK_INSIGHT_MESSAGES}
            />
          )}
        </article>
      ) : null}
    </ModalDialog>
  );
}
