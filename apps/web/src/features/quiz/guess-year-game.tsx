import { useTranslation } from '../../shared/i18n/i18n';
import {
  answerGuessYear,
  currentGuessEvent,
  endGuessYear,
  guessYearResult,
  nextGuessYear,
  startGuessYear,
} from '@chronodeck/quiz';
import type { GameProps } from './game-props';
import { GameOver } from './game-over';
import { GuessYearQuestion } from './questions';
import { ScoreLine } from './score-line';
import { useQuizRound } from './use-quiz-round';

/**
 * Guess the year: Next wraps round the deck for as long as the player likes (SPEC.md §4); "End
 * game" shows the score over the questions answered.
 */
export function GuessYearGame({ events, deck, onMenu }: GameProps) {
  const { t } = useTranslation();
  const { state, advance, result, restart } = useQuizRound(
    'guess-year',
    deck,
    () => startGuessYear(events, Math.random),
    guessYearResult,
  );

  if (state.phase === 'empty') return <p>{t('quiz.noEvents')}</p>;
  if (state.phase === 'finished') {
    return result && <GameOver result={result} onPlayAgain={restart} onMenu={onMenu} />;
  }
  return (
    <>
      <ScoreLine tally={state.tally} />
      <GuessYearQuestion
        event={currentGuessEvent(state)!}
        shown={state.shown}
        options={state.options}
        selected={state.selected}
        onAnswer={(year) => advance(answerGuessYear(state, year))}
      />
      <div className="quiz__actions">
        {state.phase === 'answered' ? (
          <button
            type="button"
            className="button"
            autoFocus
            onClick={() => advance(nextGuessYear(state, Math.random))}
          >
            {t('quiz.next')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost"
          disabled={state.answers.length === 0}
          onClick={() => advance(endGuessYear(state))}
        >
          {t('quiz.endGame')}
        </button>
      </div>
    </>
  );
}
