import { useState } from 'react';
import { API_ROUTES, fillRoute, type Class, type ClassDeck } from '@chronodeck/contract';
import { CreateDeckForm } from '../../shared/decks/create-deck-form';
import { useDeckRemovals } from '../../shared/decks/use-deck-removals';
import { DeckTile } from '../../shared/decks/deck-tile';
import { DeckView } from '../../shared/decks/deck-view';
import { withFormat } from '../../shared/decks/export-links';
import { ImportDeckDialog } from '../../shared/decks/import-deck/import-deck-dialog';
import { useTranslation } from '../../shared/i18n/i18n';
import { ClassEventDialog } from './class-event-dialog';
import {
  classQueryKey,
  useCreateClassDeck,
  useDeleteClassDeck,
  useRemoveClassDeckCard,
} from './classes-api';
import { ItemBoundary } from '../../shared/ui/error-boundary';

/** Manage Decks: create decks, open one to see and remove its cards, delete whole decks. */
export function ClassDecks({ schoolClass }: { schoolClass: Class }) {
  const { t } = useTranslation();
  const create = useCreateClassDeck(schoolClass._id);
  const removeDeck = useDeleteClassDeck(schoolClass._id);
  const removeCard = useRemoveClassDeckCard(schoolClass._id);
  const [openTitle, setOpenTitle] = useState<string>();
  const [importing, setImporting] = useState(false);
  const open = schoolClass.decks.find((deck) => deck.title === openTitle);
  const removals = useDeckRemovals<ClassDeck>({
    removeDeck: (deck, outcome) => removeDeck.mutate(deck.title, outcome),
    removeCard: (deck, card, outcome) =>
      removeCard.mutate({ deckTitle: deck.title, eventId: card._id }, outcome),
    confirmDeleteDeck: 'classes.decks.confirmDelete',
  });

  return (
    <section aria-labelledby="class-decks-title">
      <h2 id="class-decks-title">{t('classes.menu.decks')}</h2>
      <div className="deck-actions">
        <CreateDeckForm create={create.mutate} creating={create.isPending} />
        <button type="button" className="button button--ghost" onClick={() => setImporting(true)}>
          {t('importDeck.open')}
        </button>
      </div>
      <ImportDeckDialog
        open={importing}
        onClose={() => setImporting(false)}
        target={{
          url: fillRoute(API_ROUTES.classes.deckImport, { classId: schoolClass._id }),
          shownBy: classQueryKey(schoolClass._id),
        }}
      />
      {schoolClass.decks.length === 0 ? (
        <p className="empty-state">{t('classes.decks.empty')}</p>
      ) : null}
      <div className="deck-grid">
        {schoolClass.decks.map((deck) => (
          <ItemBoundary key={deck._id}>
            <DeckTile
              deck={deck}
              onOpen={() => setOpenTitle(deck.title)}
              onDelete={() => removals.askDeleteDeck(deck)}
            />
          </ItemBoundary>
        ))}
      </div>
      <DeckView
        deck={open}
        onClose={() => setOpenTitle(undefined)}
        emptyText="classes.decks.emptyDeck"
        CardDialog={ClassEventDialog}
        exportUrl={(format) =>
          withFormat(
            fillRoute(API_ROUTES.classes.deckExport, {
              classId: schoolClass._id,
              deckTitle: open?.title ?? '',
            }),
            format,
          )
        }
        {...(open ? { onRemoveCard: (card) => removals.askRemoveCard(open, card) } : {})}
      />
      {removals.confirmDialog}
    </section>
  );
}
