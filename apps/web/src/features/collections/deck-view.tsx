import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { formatYear } from '@chronodeck/catalogue';
import type { Deck, DeckEvent } from '@chronodeck/contract';
import { useLanguage } from '../../shared/i18n/use-language';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { CardInsightsDialog } from './card-insights-dialog';

interface DeckViewProps {
  deck: Deck | undefined;
  onClose: () => void;
  /** Absent for shared decks, which are read-only for students. */
  onRemoveCard?: (card: DeckEvent) => void;
}

/** The full-screen view of one deck's cards; Escape or the close button leaves it (SPEC.md §2). */
export function DeckView({ deck, onClose, onRemoveCard }: DeckViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [inspected, setInspected] = useState<DeckEvent>();
  return (
    <ModalDialog
      open={deck !== undefined}
      onClose={onClose}
      labelledBy="deck-view-title"
      className="deck-view"
    >
      {deck ? (
        <>
          <header className="deck-view__header">
            <div>
              <h2 id="deck-view-title">{deck.title}</h2>
              <p>{t('decks.cardCount', { count: deck.events.length })}</p>
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
          {deck.events.length === 0 ? <p className="empty-state">{t('decks.emptyDeck')}</p> : null}
          <ul className="deck-view__cards">
            {deck.events.map((card) => (
              <li key={card._id} className="study-card">
                <p className="study-card__year">{formatYear(card.year, language)}</p>
                <h3 className="study-card__title">
                  <button
                    type="button"
                    className="study-card__open"
                    onClick={() => setInspected(card)}
                  >
                    {card.title}
                  </button>
                </h3>
                <p className="study-card__description">{card.description}</p>
                {onRemoveCard ? (
                  <div className="study-card__actions">
                    <button
                      type="button"
                      className="button button--danger button--small"
                      aria-label={t('decks.removeCardLabel', { title: card.title })}
                      onClick={() => onRemoveCard(card)}
                    >
                      {t('decks.removeCard')}
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          <CardInsightsDialog card={inspected} onClose={() => setInspected(undefined)} />
        </>
      ) : null}
    </ModalDialog>
  );
}
