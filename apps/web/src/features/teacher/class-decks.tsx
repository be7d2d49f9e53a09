import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { formatYear } from '@chronodeck/catalogue';
import { STUDENT_LIMITS, type Class, type ClassDeck, type ClassEvent } from '@chronodeck/contract';
import { errorMessage } from '../../shared/api/error-message';
import { useLanguage } from '../../shared/i18n/use-language';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { TextField } from '../../shared/ui/text-field';
import { useToaster } from '../../shared/ui/toasts';
import { ClassEventDialog } from './class-event-dialog';
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
        maxLength={STUDENT_LIMITS.deckTitle}
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
  const language = useLanguage();
  const toaster = useToaster();
  const removeDeck = useDeleteClassDeck(schoolClass._id);
  const removeCard = useRemoveClassDeckCard(schoolClass._id);
  const [openTitle, setOpenTitle] = useState<string>();
  const [inspected, setInspected] = useState<ClassEvent>();
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
          <article key={deck._id} className="deck-tile">
            <h3 className="deck-tile__title">
              <button
                type="button"
                className="deck-tile__open"
                onClick={() => setOpenTitle(deck.title)}
              >
                {deck.title}
              </button>
            </h3>
            <p className="deck-tile__count">
              {t('decks.cardCount', { count: deck.events.length })}
            </p>
            <button
              type="button"
              className="button button--danger button--small"
              aria-label={t('decks.deleteLabel', { title: deck.title })}
              onClick={() => setRemoval({ kind: 'deck', deck })}
            >
              {t('common.delete')}
            </button>
          </article>
        ))}
      </div>
      <ModalDialog
        open={open !== undefined}
        onClose={() => setOpenTitle(undefined)}
        labelledBy="class-deck-title"
        className="deck-view"
      >
        {open ? (
          <>
            <header className="deck-view__header">
              <div>
                <h2 id="class-deck-title">{open.title}</h2>
                <p>{t('decks.cardCount', { count: open.events.length })}</p>
              </div>
              <button
                type="button"
                className="icon-button"
                aria-label={t('common.close')}
                onClick={() => setOpenTitle(undefined)}
              >
                ×
              </button>
            </header>
            {open.events.length === 0 ? (
              <p className="empty-state">{t('classes.decks.emptyDeck')}</p>
            ) : null}
            <ul className="deck-view__cards">
              {open.events.map((card) => (
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
                  <div className="study-card__actions">
                    <button
                      type="button"
                      className="button button--danger button--small"
                      aria-label={t('decks.removeCardLabel', { title: card.title })}
                      onClick={() => setRemoval({ kind: 'card', deck: open, card })}
                    >
                      {t('decks.removeCard')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <ClassEventDialog event={inspected} onClose={() => setInspected(undefined)} />
          </>
        ) : null}
      </ModalDialog>
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
