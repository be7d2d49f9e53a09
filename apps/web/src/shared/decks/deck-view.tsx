import { useId, useState, type ComponentType } from 'react';
import type { DatedEvent, ExportFormatName } from '@chronodeck/contract';
import { useTranslation } from '../i18n/i18n';
import type { TranslationKey } from '../i18n/translate';
import { DialogHeader } from '../ui/dialog-header';
import { ModalDialog } from '../ui/modal-dialog';
import { EventCard } from '../dated-events/event-card';
import '../dated-events/dated-events.css';
import { ItemBoundary } from '../ui/error-boundary';
import { EventsLayoutToggle, type EventsLayout } from '../timeline-view/events-layout-toggle';
import { LazyTimelineView } from '../timeline-view/lazy-timeline-view';
import { ExportLinks } from './export-links';

/** A deck as the view needs it: a student's own or shared deck, or a class deck. */
interface ViewedDeck {
  title: string;
  events: readonly DatedEvent[];
}

interface DeckViewProps {
  deck: ViewedDeck | undefined;
  onClose: () => void;
  /** Said when the deck has no cards yet. */
  emptyText: TranslationKey;
  /** Absent for decks the viewer cannot change, such as a shared deck for a student. */
  onRemoveCard?: (card: DatedEvent) => void;
  /** The dialog a card opens in, the same kind every list of dated events uses. */
  CardDialog: ComponentType<{ event: DatedEvent | undefined; onClose: () => void }>;
  /** The deck's export URL in a format, for its download links. */
  exportUrl?: (format: ExportFormatName) => string;
}

/**
 * The full-screen view of one deck's cards, for students and teachers; Escape or the close
 * button leaves it (SPEC.md §2).
 */
export function DeckView(props: DeckViewProps) {
  const { deck, onClose, emptyText, onRemoveCard, CardDialog, exportUrl } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const [inspected, setInspected] = useState<DatedEvent>();
  const [layout, setLayout] = useState<EventsLayout>('cards');
  return (
    <ModalDialog
      open={deck !== undefined}
      onClose={onClose}
      labelledBy={titleId}
      className="deck-view"
    >
      {deck ? (
        <>
          <DialogHeader onClose={onClose}>
            <h2 id={titleId}>{deck.title}</h2>
            <p>{t('decks.cardCount', { count: deck.events.length })}</p>
          </DialogHeader>
          {exportUrl && deck.events.length > 0 ? (
            <ExportLinks title={deck.title} urlOf={exportUrl} />
          ) : null}
          {deck.events.length === 0 ? <p className="empty-state">{t(emptyText)}</p> : null}
          {deck.events.length > 0 ? (
            <EventsLayoutToggle layout={layout} onChange={setLayout} />
          ) : null}
          {layout === 'timeline' && deck.events.length > 0 ? (
            <LazyTimelineView
              lanes={[{ id: 'deck', title: deck.title, events: deck.events }]}
              onOpen={setInspected}
              fileName={`chronodeck-${deck.title}`}
            />
          ) : null}
          <ul className="deck-view__cards" hidden={layout === 'timeline'}>
            {deck.events.map((card) => (
              <ItemBoundary key={card._id} as="li">
                <EventCard
                  as="li"
                  event={card}
                  withCategory={false}
                  onOpen={() => setInspected(card)}
                  {...(onRemoveCard
                    ? {
                        onDelete: () => onRemoveCard(card),
                        deleteLabel: t('decks.removeCard'),
                        deleteName: t('decks.removeCardLabel', { title: card.title }),
                      }
                    : {})}
                />
              </ItemBoundary>
            ))}
          </ul>
          <CardDialog event={inspected} onClose={() => setInspected(undefined)} />
        </>
      ) : null}
    </ModalDialog>
  );
}
