import { useTranslation } from '../../shared/i18n/i18n';
import { answerFillBlank, fillBlankResult, nextFillBlank, startFillBlank } from '@chronodeck/quiz';
import type { GameProps } from './game-props';
import { GameOver } from './game-over';
import { QuestionProgress } from './question-progress';
import { FillBlankQuestion } from './questions';
import { ScoreLine } from './score-line';
import { NextButton } from './next-button';
import { useQuizRound } from './use-quiz-round';

/** Fill in the blank: a 10-question round, then the score and Play again (SPEC.md §2). */
export function FillBlankGame({ events, deck, onMenu }: GameProps) {
  const { t } = useTranslation();
  const { state, advance, result, restart } = useQuizRound(
    'fill-blank',
    deck,
    () => startFillBlank(events, Math.random),
    fillBlankResult,
  );

  if (state.phase === 'empty') return <p>{t('quiz.noEvents')}</p>;
  if (state.phase === 'finished') {
    return result && <GameOver result={result} onPlayAgain={restart} onMenu={onMenu} />;
  }
  const question = state.questions[state.index]!;
  return (
    <>
      <QuestionProgress number={state.index + 1} total={state.questions.length} />
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
