import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { EVENT_LIMITS } from '@chronodeck/contract';
import { errorMessage } from '../../shared/api/error-message';
import { TextField } from '../../shared/ui/text-field';
import { useToaster } from '../../shared/ui/toasts';
import { useCreateDeck } from '../../shared/decks/decks-api';

/** Names a new deck; the title is trimmed and an empty one sends nothing (SPEC.md §5). */
export function CreateDeckForm() {
  const { t } = useTranslation();
  const toaster = useToaster();
  const createDeck = useCreateDeck();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string>();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    createDeck.mutate(trimmed, {
      onSuccess: () => {
        setTitle('');
        setProblem(undefined);
        toaster.success(t('decks.toasts.created', { deck: trimmed }));
      },
      onError: (error) => setProblem(errorMessage(t, error, 'decks.createFailed')),
    });
  };

  return (
    <form className="create-deck" aria-label={t('decks.createLabel')} onSubmit={onSubmit}>
      <TextField
        label={t('decks.newTitle')}
        value={title}
        onChange={(value) => {
          setTitle(value);
          setProblem(undefined);
        }}
        error={problem}
        maxLength={EVENT_LIMITS.deckTitle}
        placeholder={t('decks.newTitlePlaceholder')}
      />
      <button type="submit" className="button" disabled={createDeck.isPending}>
        {t('decks.create')}
      </button>
    </form>
  );
}
