import { useState, type FormEvent } from 'react';
import { EVENT_LIMITS } from '@chronodeck/contract';
import { errorMessage } from '../api/error-message';
import { useTranslation } from '../i18n/i18n';
import { TextField } from '../ui/text-field';
import { useToaster } from '../ui/toasts';
import { deckTitleProblem } from './deck-title';
import '../dated-events/dated-events.css';

interface CreateDeckFormProps {
  /** Creates the deck; a refusal (e.g. 409 DECK_TITLE_TAKEN) shows under the field. */
  create: (
    title: string,
    outcome: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  creating: boolean;
}

/** Names a new deck, a student's or a class's; the title is trimmed and an empty one sends nothing (SPEC.md §5). */
export function CreateDeckForm({ create, creating }: CreateDeckFormProps) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    const refused = deckTitleProblem(trimmed);
    if (refused) {
      setProblem(t(refused));
      return;
    }
    create(trimmed, {
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
      <button type="submit" className="button" disabled={creating}>
        {t('decks.create')}
      </button>
    </form>
  );
}
