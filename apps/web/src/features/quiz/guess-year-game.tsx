import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import {
  answerGuessYear,
  currentGuessEvent,
  nextGuessYear,
  startGuessYear,
  type GuessYearState,
} from '@chronodeck/quiz';
import type { GameProps } from './game-props';
import { GameOver } from './game-over';
import { GuessYearQuestion } from './questions';
import { ScoreLine } from './score-line';
import { useRecordFinishedGame, type FinishedGame } from './use-finished-game';

/**
 * Guess the year: Next wraps round the deck for as long as the player likes (SPEC.md §4); "End
 * game" shows the score over the questions answered.
 */
export function GuessYearGame({ events, deckTitle, onMenu }: GameProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<GuessYearState>(() => startGuessYear(events, Math.random));
  const [answered, setAnswered] = useState(0);
  const [ended, setEnded] = useState<FinishedGame | null>(null);
  useRecordFinishedGame('guess-year', deckTitle, ended);
  const event = currentGuessEvent(state);

  if (state.phase === 'empty' || !event) return <p>{t('quiz.noEvents')}</p>;
  if (ended) {
    return (
      <GameOver
        game={ended}
        onPlayAgain={() => {
          setState(startGuessYear(events, Math.random));
          setAnswered(0);
          setEnded(null);
        }}
        onMenu={onMenu}
      />
    );
  }
  return (
    <>
      <ScoreLine tally={state.tally} />
      <GuessYearQuestion
        event={event}
        options={state.options}
        selected={state.selected}
        onAnswer={(year) => {
          setState(answerGuessYear(state, year));
          setAnswered((count) => count + 1);
        }}
      />
      <div className="quiz__actions">
        {state.phase === 'answered' ? (
          <button
            type="button"
            className="button"
            autoFocus
            onClick={() => setState(nextGuessYear(state, Math.random))}
          >
            {t('quiz.next')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost"
          disabled={answered === 0}
          onClick={() => setEnded({ tally: state.tally, total: answered })}
        >
          {t('quiz.endGame')}
        </button>
      </div>
    </>
  );
}
