import { useTranslation } from '../../shared/i18n/i18n';
import {
  answerFillBlank,
  nextFillBlank,
  startFillBlank,
  type FillBlankState,
} from '@chronodeck/quiz';
import type { GameProps } from './game-props';
import { GameOver } from './game-over';
import { FillBlankQuestion } from './questions';
import { ScoreLine } from './score-line';
import { NextButton } from './next-button';
import { useQuizRound } from './use-finished-game';

function finishedGame(state: FillBlankState) {
  return state.phase === 'finished' ? { tally: state.tally, total: state.questions.length } : null;
}

/** Fill in the blank: a 10-question round, then the score and Play again (SPEC.md §2). */
export function FillBlankGame({ events, deckTitle, onMenu }: GameProps) {
  const { t } = useTranslation();
  const { state, advance, finished, restart } = useQuizRound(
    'fill-blank',
    deckTitle,
    () => startFillBlank(events, Math.random),
    finishedGame,
  );

  if (state.phase === 'empty') return <p>{t('quiz.noEvents')}</p>;
  if (state.phase === 'finished') {
    return finished && <GameOver game={finished} onPlayAgain={restart} onMenu={onMenu} />;
  }
  const question = state.questions[state.index]!;
  return (
    <>
      <p className="quiz__progress">
        {t('quiz.questionOf', { number: state.index + 1, total: state.questions.length })}
      </p>
      <ScoreLine tally={state.tally} />
      <FillBlankQuestion
        key={state.index}
        question={question}
        given={state.phase === 'answered' ? state.given : undefined}
        onAnswer={(text) => advance(answerFillBlank(state, text))}
      />
      {state.phase === 'answered' ? (
        <NextButton onNext={() => advance(nextFillBlank(state))} />
      ) : null}
    </>
  );
}
