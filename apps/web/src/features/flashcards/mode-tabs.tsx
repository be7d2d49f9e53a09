import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { FLASHCARD_MODES, type FlashcardMode } from './flashcards-mode';

/** Review | Shuffle, as tabs: arrow keys move between them, as the ARIA tabs pattern has it. */
export function ModeTabs({
  mode,
  onSelect,
}: {
  mode: FlashcardMode;
  onSelect: (mode: FlashcardMode) => void;
}) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = FLASHCARD_MODES.find((option) => option !== mode);
    if (!next) return;
    onSelect(next);
    document.getElementById(`flashcards-mode-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('reviews.modesLabel')} className="flashcards__modes">
      {FLASHCARD_MODES.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          id={`flashcards-mode-${option}`}
          aria-selected={mode === option}
          aria-controls="flashcards-panel"
          tabIndex={mode === option ? 0 : -1}
          className="flashcards__mode"
          onClick={() => onSelect(option)}
          onKeyDown={onKeyDown}
        >
          {t(`reviews.modes.${option}`)}
        </button>
      ))}
    </div>
  );
}
