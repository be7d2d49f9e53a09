import './explore.css';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../shared/api/error-message';
import { useTranslation } from '../../shared/i18n/i18n';
import type { DeckCategory, GeneratedCard as Card } from '@chronodeck/contract';
import { useLanguage } from '../../shared/i18n/use-language';
import { useSession } from '../../shared/session/use-session';
import { useToaster } from '../../shared/ui/toasts';
import { useAddTimelineEvent, useTimelineEvents } from '../../shared/timeline/timeline-api';
import { GuestPrompt } from '../../shared/session/guest-prompt';
import { ExploreForm } from './explore-form';
import { useAiStatus, useGenerateDeck } from './explore-api';
import { GeneratedCard, type TimelineState } from './generated-card';
import { GeneratedCardDialog } from './generated-card-dialog';
import { readGeneratedDeck, storeGeneratedDeck, type StoredDeck } from './generated-deck-storage';
import { SaveDeckForm } from './save-deck-form';
import { ItemBoundary } from '../../shared/ui/error-boundary';

/** Which source a deck came from, as the status endpoint says. */
function SourceLabel() {
  const { t } = useTranslation();
  const status = useAiStatus();
  if (!status.isSuccess) return null;
  return (
    <p className="explore__source">
      {status.data.offline ? t('explore.sourceOffline') : t('explore.sourceAi')}
    </p>
  );
}

/** A generated card and a timeline event are the same when their title and year are. */
const cardKey = (card: { title: string; year: number }) => `${card.title}|${card.year}`;

/** Adds a generated card to the timeline once: never again while it is on its way or there. */
function useAddCardToTimeline(compare: boolean) {
  const timeline = useTimelineEvents(compare);
  const addToTimeline = useAddTimelineEvent();
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());
  // Remembered here too, so a card stays added while the timeline reloads after the add.
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const inTimeline = useMemo(() => new Set(timeline.data?.map(cardKey)), [timeline.data]);

  const stateOf = (card: Card): TimelineState => {
    const key = cardKey(card);
    if (added.has(key) || inTimeline.has(key)) return 'added';
    return adding.has(key) ? 'adding' : 'absent';
  };

  const add = (
    card: Card,
    category: string,
    onSuccess: () => void,
    onError: (error: unknown) => void,
  ) => {
    if (stateOf(card) !== 'absent') return;
    const key = cardKey(card);
    setAdding((keys) => new Set(keys).add(key));
    // mutateAsync, not mutate: mutate's callbacks fire for the latest call only, and two cards
    // can be on their way at once.
    addToTimeline
      .mutateAsync({
        title: card.title,
        year: card.year,
        category,
        description: card.description || card.title,
      })
      .then(() => {
        setAdded((keys) => new Set(keys).add(key));
        onSuccess();
      }, onError)
      .finally(() =>
        setAdding((keys) => {
          const rest = new Set(keys);
          rest.delete(key);
          return rest;
        }),
      );
  };

  return { stateOf, add };
}

/** The Explore tab: generate a deck of dated cards on any topic, read insights, keep what helps. */
export function ExploreTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const toaster = useToaster();
  const { user } = useSession();
  const [stored] = useState(readGeneratedDeck);
  const [topic, setTopic] = useState(stored?.topic ?? '');
  const [category, setCategory] = useState<DeckCategory>('Events');
  const [deck, setDeck] = useState<StoredDeck | null>(stored);
  const [opened, setOpened] = useState<Card>();
  const generate = useGenerateDeck();
  // The timeline is asked for only when there are cards to compare with it.
  const timeline = useAddCardToTimeline(user !== null && (deck?.cards.length ?? 0) > 0);

  const onGenerate = () => {
    const trimmed = topic.trim();
    if (!trimmed) return;
    generate.mutate(
      { topic: trimmed, category, language },
      {
        onSuccess: ({ deck: cards }) => {
          const generated = { topic: trimmed, cards };
          storeGeneratedDeck(generated);
          setDeck(generated);
        },
        onError: () => toaster.error(t('explore.generateFailed')),
      },
    );
  };

  const onAddToTimeline = (card: Card, deckTopic: string) => {
    if (!user) {
      toaster.error(t('guest.prompt'));
      return;
    }
    timeline.add(
      card,
      deckTopic,
      () => toaster.success(t('explore.addedToTimeline')),
      (error) => toaster.error(errorMessage(t, error, 'explore.addToTimelineFailed')),
    );
  };

  return (
    <div className="explore">
      <ExploreForm
        topic={topic}
        onTopicChange={setTopic}
        category={category}
        onCategoryChange={setCategory}
        onGenerate={onGenerate}
        generating={generate.isPending}
      />
      {generate.isPending ? (
        <p className="explore__progress" role="status">
          <span className="explore__spinner" aria-hidden="true" />
          {t('explore.progress', { topic: topic.trim() })}
        </p>
      ) : null}
      {deck && !generate.isPending ? (
        <section aria-labelledby="generated-deck-title">
          <div className="explore__deck-header">
            <h3 id="generated-deck-title">{t('explore.deckTitleFor', { topic: deck.topic })}</h3>
            <SourceLabel />
          </div>
          {deck.cards.length === 0 ? (
            <p className="empty-state">{t('explore.noCards', { topic: deck.topic })}</p>
          ) : (
            <>
              <div className="study-grid">
                {deck.cards.map((card) => (
                  <ItemBoundary key={cardKey(card)}>
                    <GeneratedCard
                      card={card}
                      onOpen={() => setOpened(card)}
                      timeline={timeline.stateOf(card)}
                      onAddToTimeline={() => onAddToTimeline(card, deck.topic)}
                    />
                  </ItemBoundary>
                ))}
              </div>
              {user ? (
                <SaveDeckForm key={deck.topic} cards={deck.cards} topic={deck.topic} />
              ) : (
                <GuestPrompt />
              )}
            </>
          )}
        </section>
      ) : null}
      <GeneratedCardDialog card={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}
