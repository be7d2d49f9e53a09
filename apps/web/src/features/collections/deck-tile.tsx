import { useTranslation } from '../../shared/i18n/i18n';
import type { Deck } from '@chronodeck/contract';

interface DeckTileProps {
  deck: Deck;
  onOpen: () => void;
  /** Absent for shared decks, which only their teacher can change. */
  onDelete?: () => void;
}

/** A deck in the grid: its title and card count; shared decks name their class and teacher. */
export function DeckTile({ deck, onOpen, onDelete }: DeckTileProps) {
  const { t } = useTranslation();
  return (
    <article className={`deck-tile${deck.shared ? ' deck-tile--shared' : ''}`}>
      <h3 className="deck-tile__title">
        <button type="button" className="deck-tile__open" onClick={onOpen}>
          {deck.title}
        </button>
      </h3>
      <p className="deck-tile__count">{t('decks.cardCount', { count: deck.events.length })}</p>
      {deck.shared ? (
        <p className="deck-tile__source">
          {t('decks.sharedBy', {
            teacher: deck.teacherName ?? '',
            className: deck.className ?? '',
          })}
        </p>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          className="button button--danger button--small"
          aria-label={t('decks.deleteLabel', { title: deck.title })}
          onClick={onDelete}
        >
          {t('common.delete')}
        </button>
      ) : null}
    </article>
  );
}
