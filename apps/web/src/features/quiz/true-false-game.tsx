import { useTranslation } from '../../shared/i18n/i18n';
import {
  answerTrueFalse,
  nextTrueFalse,
  startTrueFalse,
  TRUE_FALSE_SECONDS,
  trueFalseResult,
} from '@chronodeck/quiz';
import type { GameProps } from './game-props';
import { GameOver } from './game-over';
import { QuestionProgress } from './question-progress';
import { TrueFalseQuestion } from './questions';
import { RoundBar } from './round-bar';
import { ScoreLine } from './score-line';
import { NextButton } from './next-button';
import { useQuizRound } from './use-quiz-round';

/** True or false: 10 statements against the clock, a quit button, then the score. */
export function TrueFalseGame({ events, deck, onMenu }: GameProps) {
  const { t } = useTranslation();
  const { state, advance, result, restart } = useQuizRound(
    'true-false',
    deck,
    () => startTrueFalse(events, Math.random),
    trueFalseResult,
  );

  if (state.phase === 'empty') return <p>{t('quiz.noEvents')}</p>;
  if (state.phase === 'finished') {
    return result && <GameOver result={result} onPlayAgain={restart} onMenu={onMenu} />;
  }
  return (
    <>
      <RoundBar
        progress={<QuestionProgress number={state.index + 1} total={state.items.length} />}
        timer={{
          seconds: TRUE_FALSE_SECONDS,
          running: state.phase === 'question',
          onExpire: () => advance((current) => answerTrueFalse(current, null)),
          resetKey: state.index,
        }}
        onQuit={onMenu}
      />
      <ScoreLine tally={state.tally} />
      <TrueFalseQuestion
        item={state.items[state.index]!}
        given={state.given}
        onAnswer={(given) => advance(answerTrueFalse(state, given))}
      />
      {state.phase === 'answered' ? (
        <NextButton onNext={() => advance(nextTrueFalse(state))} />
      ) : null}
    </>
  );
}
