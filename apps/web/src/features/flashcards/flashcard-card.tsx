import { useTranslation } from '../../shared/i18n/i18n';
import { formatYear } from '@chronodeck/catalogue';
import { useLanguage } from '../../shared/i18n/use-language';
import type { StudyCard } from '../../shared/decks/deck-choice';

/**
 * One card: the year on the front, title and description on the back. It is a button, so a
 * click, Space or Enter turns it over; the hidden side is out of the accessibility tree.
 */
export function FlashcardCard({
  card,
  flipped,
  onFlip,
}: {
  card: StudyCard;
  flipped: boolean;
  onFlip: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <button
      type="button"
      className={`flashcard${flipped ? ' flashcard--flipped' : ''}`}
      aria-label={flipped ? t('flashcards.showFront') : t('flashcards.showBack')}
      aria-describedby="flashcard-visible-side"
      onClick={onFlip}
    >
      <span className="flashcard__inner">
        <span
          className="flashcard__side flashcard__front"
          aria-hidden={flipped}
          id={flipped ? undefined : 'flashcard-visible-side'}
        >
          <span className="flashcard__year">{formatYear(card.year, language)}</span>
          <span className="flashcard__hint">{t('flashcards.flipHint')}</span>
        </span>
        <span
          className="flashcard__side flashcard__back"
          aria-hidden={!flipped}
          id={flipped ? 'flashcard-visible-side' : undefined}
        >
          <span className="flashcard__title">{card.title}</span>
          <span className="flashcard__description">{card.description}</span>
        </span>
      </span>
    </button>
  );
}
