import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { API_ROUTES, fillRoute, type Deck } from '@chronodeck/contract';
import { CreateDeckForm } from '../../shared/decks/create-deck-form';
import { useDeckRemovals } from '../../shared/decks/use-deck-removals';
import {
  useCreateDeck,
  useDecks,
  useDeleteDeck,
  useRemoveCardFromDeck,
  useSharedDecks,
  DECKS_QUERY_KEY,
} from '../../shared/decks/decks-api';
import { DeckTile } from '../../shared/decks/deck-tile';
import { DeckCardDialog } from '../../shared/decks/deck-card-dialog';
import { DeckView } from '../../shared/decks/deck-view';
import { withFormat } from '../../shared/decks/export-links';
import { ImportDeckDialog } from '../../shared/decks/import-deck/import-deck-dialog';
import { MyClassesPanel } from './my-classes-panel';
import { ItemBoundary } from '../../shared/ui/error-boundary';

const DECK_IMPORT = { url: API_ROUTES.student.deckImport, shownBy: DECKS_QUERY_KEY };

/** Which deck is open, by id, so the open view follows live reloads of its cards. */
type OpenDeck = { id: string; shared: boolean };

function SharedDecks({ onOpen }: { onOpen: (deck: Deck) => void }) {
  const { t } = useTranslation();
  const shared = useSharedDecks(true);
  if (!shared.isSuccess || shared.data.length === 0) return null;
  return (
    <section aria-labelledby="shared-decks-title">
      <h3 id="shared-decks-title">{t('decks.sharedTitle')}</h3>
      <div className="deck-grid">
        {shared.data.map((deck) => (
          <ItemBoundary key={deck._id}>
            <DeckTile
              deck={deck}
              source={t('decks.sharedBy', {
                teacher: deck.teacherName ?? '',
                className: deck.className ?? '',
              })}
              onOpen={() => onOpen(deck)}
            />
          </ItemBoundary>
        ))}
      </div>
    </section>
  );
}

/** My Collections: the student's decks, the decks their teachers share, and the deck view. */
export function CollectionsTab() {
  const { t } = useTranslation();
  const decks = useDecks(true);
  const shared = useSharedDecks(true);
  const createDeck = useCreateDeck();
  const deleteDeck = useDeleteDeck();
  const removeCard = useRemoveCardFromDeck();
  const [open, setOpen] = useState<OpenDeck>();
  const [importing, setImporting] = useState(false);
  const removals = useDeckRemovals<Deck>({
    removeDeck: (deck, outcome) => deleteDeck.mutate(deck._id, outcome),
    removeCard: (deck, card, outcome) =>
      removeCard.mutate({ deckId: deck._id, eventId: card._id }, outcome),
    confirmDeleteDeck: 'decks.confirmDelete',
  });

  const openDeck = open
    ? (open.shared ? shared.data : decks.data)?.find((deck) => deck._id === open.id)
    : undefined;

  return (
    <div className="collections">
      <div className="deck-actions">
        <CreateDeckForm create={createDeck.mutate} creating={createDeck.isPending} />
        <button type="button" className="button button--ghost" onClick={() => setImporting(true)}>
          {t('importDeck.open')}
        </button>
      </div>
      <ImportDeckDialog open={importing} onClose={() => setImporting(false)} target={DECK_IMPORT} />
      <section aria-labelledby="own-decks-title">
        <h3 id="own-decks-title">{t('decks.ownTitle')}</h3>
        {decks.isPending ? <p role="status">{t('decks.loading')}</p> : null}
        {decks.isError ? <p className="notice notice--error">{t('decks.loadFailed')}</p> : null}
        {decks.isSuccess && decks.data.length === 0 ? (
          <p className="empty-state">{t('decks.empty')}</p>
        ) : null}
        <div className="deck-grid">
          {decks.data?.map((deck) => (
            <ItemBoundary key={deck._id}>
              <DeckTile
                deck={deck}
                onOpen={() => setOpen({ id: deck._id, shared: false })}
                onDelete={() => removals.askDeleteDeck(deck)}
              />
            </ItemBoundary>
          ))}
        </div>
      </section>
      <SharedDecks onOpen={(deck) => setOpen({ id: deck._id, shared: true })} />
      <MyClassesPanel />
      <DeckView
        deck={openDeck}
        onClose={() => setOpen(undefined)}
        emptyText="decks.emptyDeck"
        CardDialog={DeckCardDialog}
        exportUrl={(format) =>
          withFormat(
            fillRoute(API_ROUTES.student.deckExport, { deckTitle: openDeck?.title ?? '' }),
            format,
          )
        }
        {...(openDeck && !openDeck.shared
          ? { onRemoveCard: (card) => removals.askRemoveCard(openDeck, card) }
          : {})}
      />
      {removals.confirmDialog}
    </div>
  );
}
