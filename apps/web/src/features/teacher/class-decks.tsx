import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { EVENT_LIMITS, type Class, type ClassDeck, type ClassEvent } from '@chronodeck/contract';
import { errorMessage } from '../../shared/api/error-message';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DeckTile } from '../../shared/dated-events/deck-tile';
import { DeckView } from '../../shared/dated-events/deck-view';
import { TextField } from '../../shared/ui/text-field';
import { useToaster } from '../../shared/ui/toasts';
import { ClassDeckCardDialog } from './class-event-dialog';
import { useCreateClassDeck, useDeleteClassDeck, useRemoveClassDeckCard } from './classes-api';

function CreateClassDeckForm({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const create = useCreateClassDeck(classId);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string>();
  return (
    <form
      className="create-deck"
      aria-label={t('decks.createLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = title.trim();
        if (!trimmed) return;
        create.mutate(trimmed, {
          onSuccess: () => {
            setTitle('');
            setProblem(undefined);
          },
          onError: (error) => setProblem(errorMessage(t, error, 'decks.createFailed')),
        });
      }}
    >
      <TextField
        label={t('decks.newTitle')}
        value={title}
        onChange={(value) => {
          setTitle(value);
          setProblem(undefined);
        }}
        error={problem}
        maxLength={EVENT_LIMITS.deckTitle}
      />
      <button type="submit" className="button" disabled={create.isPending}>
        {t('decks.create')}
      </button>
    </form>
  );
}

type Removal =
  { kind: 'deck'; deck: ClassDeck } | { kind: 'card'; deck: ClassDeck; card: ClassEvent };

/** Manage Decks: create decks, open one to see and remove its cards, delete whole decks. */
export function ClassDecks({ schoolClass }: { schoolClass: Class }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const removeDeck = useDeleteClassDeck(schoolClass._id);
  const removeCard = useRemoveClassDeckCard(schoolClass._id);
  const [openTitle, setOpenTitle] = useState<string>();
  const [removal, setRemoval] = useState<Removal>();
  const open = schoolClass.decks.find((deck) => deck.title === openTitle);

  const confirm = () => {
    if (removal?.kind === 'deck') {
      removeDeck.mutate(removal.deck.title, {
        onError: () => toaster.error(t('decks.deleteFailed')),
      });
    } else if (removal?.kind === 'card') {
      removeCard.mutate(
        { deckTitle: removal.deck.title, eventId: removal.card._id },
        { onError: () => toaster.error(t('decks.removeFailed')) },
      );
    }
    setRemoval(undefined);
  };

  return (
    <section aria-labelledby="class-decks-title">
      <h2 id="class-decks-title">{t('classes.menu.decks')}</h2>
      <CreateClassDeckForm classId={schoolClass._id} />
      {schoolClass.decks.length === 0 ? (
        <p className="empty-state">{t('classes.decks.empty')}</p>
      ) : null}
      <div className="deck-grid">
        {schoolClass.decks.map((deck) => (
          <DeckTile
            key={deck._id}
            deck={deck}
            onOpen={() => setOpenTitle(deck.title)}
            onDelete={() => setRemoval({ kind: 'deck', deck })}
          />
        ))}
      </div>
      <DeckView
        deck={open}
        onClose={() => setOpenTitle(undefined)}
        emptyText="classes.decks.emptyDeck"
        CardDialog={ClassDeckCardDialog}
        {...(open
          ? { onRemoveCard: (card: ClassEvent) => setRemoval({ kind: 'card', deck: open, card }) }
          : {})}
      />
      <ConfirmDialog
        question={
          removal?.kind === 'deck'
            ? t('classes.decks.confirmDelete')
            : removal?.kind === 'card'
              ? t('decks.confirmRemoveCard')
              : null
        }
        confirmLabel={removal?.kind === 'card' ? t('decks.removeCard') : t('common.delete')}
        onConfirm={confirm}
        onCancel={() => setRemoval(undefined)}
      />
    </section>
  );
}
