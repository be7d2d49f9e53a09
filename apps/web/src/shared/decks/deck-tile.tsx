import { useTranslation } from '../i18n/i18n';
import '../dated-events/dated-events.css';
import { DeleteButton } from '../ui/action-buttons';

interface DeckTileProps {
  deck: { title: string; events: readonly unknown[] };
  onOpen: () => void;
  /** Where a shared deck comes from (its teacher and class); own decks leave it out. */
  source?: string;
  /** Absent for decks the viewer cannot delete, such as a shared deck for a student. */
  onDelete?: () => void;
}

/** A deck in a grid: its title (opening it) and card count, for students and teachers alike. */
export function DeckTile({ deck, onOpen, source, onDelete }: DeckTileProps) {
  const { t } = useTranslation();
  return (
    <article className={`deck-tile${source ? ' deck-tile--shared' : ''}`}>
      <h3 className="deck-tile__title">
        <button type="button" className="deck-tile__open" onClick={onOpen}>
          {deck.title}
        </button>
      </h3>
      <p className="deck-tile__count">{t('decks.cardCount', { count: deck.events.length })}</p>
      {source ? <p className="deck-tile__source">{source}</p> : null}
      {onDelete ? (
        <DeleteButton name={t('decks.deleteLabel', { title: deck.title })} onClick={onDelete} />
      ) : null}
    </article>
  );
}
