import { useTranslation } from '../../shared/i18n/i18n';
import {
  answerWhichFirst,
  nextWhichFirst,
  startWhichFirst,
  TIMED_OUT,
  WHICH_FIRST_SECONDS,
  whichFirstResult,
} from '@chronodeck/quiz';
import type { GameProps } from './game-props';
import { GameOver } from './game-over';
import { QuestionProgress } from './question-progress';
import { WhichFirstQuestion } from './questions';
import { RoundBar } from './round-bar';
import { ScoreLine } from './score-line';
import { NextButton } from './next-button';
import { useQuizRound } from './use-quiz-round';

/** Which came first: up to 6 pairs, 15 seconds each, a quit button, then the score. */
export function WhichFirstGame({ events, deck, onMenu }: GameProps) {
  const { t } = useTranslation();
  const { state, advance, result, restart } = useQuizRound(
    'which-first',
    deck,
    () => startWhichFirst(events, Math.random),
    whichFirstResult,
  );

  if (state.phase === 'empty') return <p>{t('quiz.notEnoughEvents')}</p>;
  if (state.phase === 'finished') {
    return result && <GameOver result={result} onPlayAgain={restart} onMenu={onMenu} />;
  }
  return (
    <>
      <RoundBar
        progress={<QuestionProgress number={state.index + 1} total={state.pairs.length} />}
        timer={{
          seconds: WHICH_FIRST_SECONDS,
          running: state.phase === 'question',
          onExpire: () => advance((current) => answerWhichFirst(current, TIMED_OUT)),
          resetKey: state.index,
        }}
        onQuit={onMenu}
      />
      <ScoreLine tally={state.tally} />
      <WhichFirstQuestion
        pair={state.pairs[state.index]!}
        shown={state.shown}
        selected={state.selected}
        onAnswer={(choice) => advance(answerWhichFirst(state, choice))}
      />
      {state.phase === 'answered' ? (
        <NextButton onNext={() => advance(nextWhichFirst(state))} />
      ) : null}
    </>
  );
}
