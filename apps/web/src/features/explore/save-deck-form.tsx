import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { EVENT_LIMITS, type GeneratedCard } from '@chronodeck/contract';
import { useToaster } from '../../shared/ui/toasts';
import { useDecks } from '../../shared/decks/decks-api';
import { useSaveGeneratedDeck } from './explore-api';
import { errorMessage } from '../../shared/api/error-message';
import { deckTitleProblem } from '../../shared/decks/deck-title';

/** Saves the whole generated deck under a typed title or one of the student's decks (SPEC.md §5). */
export function SaveDeckForm({ cards, topic }: { cards: GeneratedCard[]; topic: string }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const decks = useDecks(true);
  const save = useSaveGeneratedDeck();
  const [title, setTitle] = useState(topic);
  const [problem, setProblem] = useState<string>();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setProblem(t('explore.deckTitleRequired'));
      return;
    }
    const refused = deckTitleProblem(trimmed);
    if (refused) {
      setProblem(t(refused));
      return;
    }
    setProblem(undefined);
    save.mutate(
      { title: trimmed, cards },
      {
        // Names the dashboard tab the deck is in, by the same text as the tab itself.
        onSuccess: () =>
          toaster.success(t('explore.deckSaved', { tab: t('studentDashboard.tabs.collections') })),
        onError: (error) => toaster.error(errorMessage(t, error, 'explore.deckSaveFailed')),
      },
    );
  };

  return (
    <form
      className="save-deck"
      aria-label={t('explore.saveDeckLabel')}
      noValidate
      onSubmit={onSubmit}
    >
      <div className="field">
        <label htmlFor="save-deck-title">{t('explore.deckTitle')}</label>
        <input
          id="save-deck-title"
          list="save-deck-titles"
          value={title}
          maxLength={EVENT_LIMITS.deckTitle}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'save-deck-problem' : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <datalist id="save-deck-titles">
          {decks.data?.map((deck) => (
            <option key={deck._id} value={deck.title} />
          ))}
        </datalist>
        {problem ? (
          <p id="save-deck-problem" className="field__error">
            {problem}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('explore.saveDeck')}
      </button>
    </form>
  );
}
