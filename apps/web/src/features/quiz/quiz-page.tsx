import './quiz.css';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import {
  CATALOGUE_CATEGORIES,
  QUIZ_MODES,
  type CatalogueCategory,
  type QuizMode,
} from '@chronodeck/contract';
import { playableEvents } from '@chronodeck/quiz';
import { QUIZ_CATEGORY_PARAM, ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';
import { catalogueChoice, classDeckIdOf, type DeckChoice } from '../../shared/decks/deck-choice';
import { DeckPicker } from '../../shared/decks/deck-picker';
import { useStudyDeck } from '../../shared/decks/use-study-deck';
import type { PlayedDeck } from './game-props';
import { GAMES, preloadGame } from './quiz-games';
import { QuizResultsList } from './quiz-results-list';

function initialChoice(category: string | null): DeckChoice | '' {
  return CATALOGUE_CATEGORIES.includes(category as CatalogueCategory)
    ? catalogueChoice(category as CatalogueCategory)
    : '';
}

/** The quiz (/quiz): choose a deck and a mode, play, and see "My results". */
export function QuizPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const [choice, setChoice] = useState<DeckChoice | ''>(() =>
    initialChoice(searchParams.get(QUIZ_CATEGORY_PARAM)),
  );
  const [mode, setMode] = useState<QuizMode | ''>('');
  const [playing, setPlaying] = useState(false);
  const deck = useStudyDeck(choice);
  const events = deck.cards
    ? playableEvents(deck.cards.map((card) => ({ ...card, id: card.key })))
    : [];
  const classDeckId = classDeckIdOf(choice);
  const played: PlayedDeck = { title: deck.title ?? '', ...(classDeckId ? { classDeckId } : {}) };

  if (playing && mode && deck.cards) {
    const Game = GAMES[mode];
    return (
      <section className="panel quiz" aria-labelledby="quiz-game-title">
        <button type="button" className="link-button" onClick={() => setPlaying(false)}>
          {t('quiz.back')}
        </button>
        <h1 id="quiz-game-title">{t(`quiz.modes.${mode}`)}</h1>
        {events.length === 0 ? (
          <p className="notice notice--error">{t('quiz.notEnoughEvents')}</p>
        ) : (
          <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
            <Game events={events} deck={played} onMenu={() => setPlaying(false)} />
          </Suspense>
        )}
      </section>
    );
  }

  return (
    <section className="panel quiz" aria-labelledby="quiz-title">
      <h1 id="quiz-title">{t('quiz.title')}</h1>
      <p>{t('quiz.intro')}</p>
      <form
        className="quiz-setup"
        onSubmit={(event) => {
          event.preventDefault();
          if (choice && mode) setPlaying(true);
        }}
      >
        <DeckPicker
          id="quiz-deck"
          label={t('quiz.deckLabel')}
          value={choice}
          onChange={setChoice}
          own={deck.own}
          shared={deck.shared}
        />
        <div className="field">
          <label htmlFor="quiz-mode">{t('quiz.modeLabel')}</label>
          <select
            id="quiz-mode"
            value={mode}
            onChange={(event) => {
              const picked = event.target.value as QuizMode | '';
              setMode(picked);
              if (picked) preloadGame(picked);
            }}
          >
            <option value="">{t('quiz.chooseMode')}</option>
            {QUIZ_MODES.map((option) => (
              <option key={option} value={option}>
                {t(`quiz.modes.${option}`)}
              </option>
            ))}
          </select>
        </div>
        {deck.decksFailed ? <p className="notice notice--error">{t('decks.loadFailed')}</p> : null}
        {deck.catalogueFailed ? (
          <p className="notice notice--error">{t('catalogue.loadFailed')}</p>
        ) : null}
        {choice && deck.cards === null ? (
          <p className="notice notice--error">{t('flashcards.deckGone')}</p>
        ) : null}
        <button type="submit" className="button" disabled={!choice || !mode || !deck.cards}>
          {t('quiz.start')}
        </button>
      </form>
      {user ? <QuizResultsList /> : null}
      <Link to={ROUTES.studentDashboard}>{t('common.backToDashboard')}</Link>
    </section>
  );
}
