import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  answerTrueFalse,
  nextTrueFalse,
  startTrueFalse,
  TRUE_FALSE_SECONDS,
  type TrueFalseState,
} from '@chronodeck/quiz';
import { Countdown } from './countdown';
import type { GameProps } from './game-props';
import { GameOver } from './game-over';
import { TrueFalseQuestion } from './questions';
import { QuitButton } from './quit-button';
import { ScoreLine } from './score-line';
import { useRecordFinishedGame } from './use-finished-game';

function finishedGame(state: TrueFalseState) {
  return state.phase === 'finished' ? { tally: state.tally, total: state.items.length } : null;
}

/** True or false: 10 statements against the clock, a quit button, then the score. */
export function TrueFalseGame({ events, deckTitle, onMenu }: GameProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<TrueFalseState>(() => startTrueFalse(events, Math.random));
  const [finished, setFinished] = useState(() => finishedGame(state));
  useRecordFinishedGame('true-false', deckTitle, finished);
  const advance = (next: TrueFalseState) => {
    setState(next);
    setFinished(finishedGame(next));
  };

  if (state.phase === 'empty') return <p>{t('quiz.noEvents')}</p>;
  if (state.phase === 'finished') {
    return (
      <GameOver
        tally={state.tally}
        total={state.items.length}
        onPlayAgain={() => advance(startTrueFalse(events, Math.random))}
        onMenu={onMenu}
      />
    );
  }
  return (
    <>
      <div className="quiz__bar">
        <p className="quiz__progress">
          {t('quiz.questionOf', { number: state.index + 1, total: state.items.length })}
        </p>
        <Countdown
          seconds={TRUE_FALSE_SECONDS}
          running={state.phase === 'question'}
          onExpire={() => setState((current) => answerTrueFalse(current, null))}
          resetKey={state.index}
        />
        <QuitButton onQuit={onMenu} />
      </div>
      <ScoreLine tally={state.tally} />
      <TrueFalseQuestion
        item={state.items[state.index]!}
        given={state.given}
        onAnswer={(given) => advance(answerTrueFalse(state, given))}
      />
      {state.phase === 'answered' ? (
        <div className="quiz__actions">
          <button
            type="button"
            className="button"
            autoFocus
            onClick={() => advance(nextTrueFalse(state))}
          >
            {t('quiz.next')}
          </button>
        </div>
      ) : null}
    </>
  );
}
