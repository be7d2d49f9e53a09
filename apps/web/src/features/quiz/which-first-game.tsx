import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  answerWhichFirst,
  nextWhichFirst,
  startWhichFirst,
  TIMED_OUT,
  WHICH_FIRST_SECONDS,
  type WhichFirstState,
} from '@chronodeck/quiz';
import { Countdown } from './countdown';
import type { GameProps } from './game-props';
import { GameOver } from './game-over';
import { WhichFirstQuestion } from './questions';
import { QuitButton } from './quit-button';
import { ScoreLine } from './score-line';
import { useRecordFinishedGame } from './use-finished-game';

function finishedGame(state: WhichFirstState) {
  return state.phase === 'finished' ? { tally: state.tally, total: state.pairs.length } : null;
}

/** Which came first: up to 6 pairs, 15 seconds each, a quit button, then the score. */
export function WhichFirstGame({ events, deckTitle, onMenu }: GameProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<WhichFirstState>(() => startWhichFirst(events, Math.random));
  const [finished, setFinished] = useState(() => finishedGame(state));
  useRecordFinishedGame('which-first', deckTitle, finished);
  const advance = (next: WhichFirstState) => {
    setState(next);
    setFinished(finishedGame(next));
  };

  if (state.phase === 'empty') return <p>{t('quiz.notEnoughEvents')}</p>;
  if (state.phase === 'finished') {
    return (
      <GameOver
        tally={state.tally}
        total={state.pairs.length}
        onPlayAgain={() => advance(startWhichFirst(events, Math.random))}
        onMenu={onMenu}
      />
    );
  }
  return (
    <>
      <div className="quiz__bar">
        <p className="quiz__progress">
          {t('quiz.questionOf', { number: state.index + 1, total: state.pairs.length })}
        </p>
        <Countdown
          seconds={WHICH_FIRST_SECONDS}
          running={state.phase === 'question'}
          onExpire={() => setState((current) => answerWhichFirst(current, TIMED_OUT))}
          resetKey={state.index}
        />
        <QuitButton onQuit={onMenu} />
      </div>
      <ScoreLine tally={state.tally} />
      <WhichFirstQuestion
        pair={state.pairs[state.index]!}
        selected={state.selected}
        onAnswer={(choice) => advance(answerWhichFirst(state, choice))}
      />
      {state.phase === 'answered' ? (
        <div className="quiz__actions">
          <button
            type="button"
            className="button"
            autoFocus
            onClick={() => advance(nextWhichFirst(state))}
          >
            {t('quiz.next')}
          </button>
        </div>
      ) : null}
    </>
  );
}
