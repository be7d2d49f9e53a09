import './explore.css';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import type { DeckCategory, GeneratedCard as Card } from '@chronodeck/contract';
import { useLanguage } from '../../shared/i18n/use-language';
import { useSession } from '../../shared/session/use-session';
import { useToaster } from '../../shared/ui/toasts';
import { useAddTimelineEvent } from '../../shared/timeline/timeline-api';
import { GuestPrompt } from '../../shared/session/guest-prompt';
import { ExploreForm } from './explore-form';
import { useAiStatus, useGenerateDeck } from './explore-api';
import { GeneratedCard } from './generated-card';
import { GeneratedCardDialog } from './generated-card-dialog';
import { readGeneratedDeck, storeGeneratedDeck, type StoredDeck } from './generated-deck-storage';
import { SaveDeckForm } from './save-deck-form';

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
  const addToTimeline = useAddTimelineEvent();

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
    addToTimeline.mutate(
      {
        title: card.title,
        year: card.year,
        category: deckTopic,
        description: card.description || card.title,
      },
      {
        onSuccess: () => toaster.success(t('explore.addedToTimeline')),
        onError: () => toaster.error(t('explore.addToTimelineFailed')),
      },
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
                  <GeneratedCard
                    key={`${card.title}|${card.year}`}
                    card={card}
                    onOpen={() => setOpened(card)}
                    onAddToTimeline={() => onAddToTimeline(card, deck.topic)}
                  />
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
