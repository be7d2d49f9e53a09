import { useTranslation } from '../../shared/i18n/i18n';
import {
  answerMaster,
  MASTER_QUESTIONS,
  masterResult,
  nextMaster,
  startMaster,
  TIMED_OUT,
  TRUE_FALSE_SECONDS,
  WHICH_FIRST_SECONDS,
  type MasterAnswer,
  type MasterQuestion,
} from '@chronodeck/quiz';
import type { GameProps } from './game-props';
import { GameOver } from './game-over';
import { QuestionProgress } from './question-progress';
import {
  FillBlankQuestion,
  GuessYearQuestion,
  TrueFalseQuestion,
  WhichFirstQuestion,
} from './questions';
import { RoundBar } from './round-bar';
import { NextButton } from './next-button';
import { useQuizRound } from './use-quiz-round';

/** The timer of the timed question types, as in their own games. */
const TIMED_KINDS: Partial<
  Record<MasterQuestion['kind'], { seconds: number; timeout: MasterAnswer }>
> = {
  'which-first': { seconds: WHICH_FIRST_SECONDS, timeout: TIMED_OUT },
  'true-false': { seconds: TRUE_FALSE_SECONDS, timeout: null },
};

function Question(props: {
  question: MasterQuestion;
  answer: MasterAnswer | undefined;
  onAnswer: (answer: MasterAnswer) => void;
}) {
  const { question, answer, onAnswer } = props;
  switch (question.kind) {
    case 'guess-year':
      return (
        <GuessYearQuestion
          event={question.event}
          shown={question.shown}
          options={question.options}
          selected={typeof answer === 'number' ? answer : undefined}
          onAnswer={onAnswer}
        />
      );
    case 'which-first':
      return (
        <WhichFirstQuestion
          pair={question.pair}
          shown={question.shown}
          selected={typeof answer === 'number' ? answer : undefined}
          onAnswer={onAnswer}
        />
      );
    case 'fill-blank':
      return (
        <FillBlankQuestion
          question={question.question}
          given={typeof answer === 'string' ? answer : undefined}
          onAnswer={onAnswer}
        />
      );
    case 'true-false':
      return (
        <TrueFalseQuestion
          item={question.item}
          given={answer === undefined ? undefined : typeof answer === 'boolean' ? answer : null}
          onAnswer={onAnswer}
        />
      );
  }
}

/** Master quiz: 10 questions of random types, score out of 10, best streak (SPEC.md §4). */
export function MasterGame({ events, deck, onMenu }: GameProps) {
  const { t } = useTranslation();
  const { state, advance, result, restart } = useQuizRound(
    'master',
    deck,
    () => startMaster(events, Math.random),
    masterResult,
  );

  if (state.phase === 'empty') return <p>{t('quiz.noEvents')}</p>;
  if (state.phase === 'finished') {
    return result && <GameOver result={result} onPlayAgain={restart} onMenu={onMenu} />;
  }
  const timer = TIMED_KINDS[state.question.kind];
  return (
    <>
      <RoundBar
        progress={<QuestionProgress number={state.number} total={MASTER_QUESTIONS} />}
        {...(timer
          ? {
              timer: {
                seconds: timer.seconds,
                running: state.phase === 'question',
                onExpire: () => advance((current) => answerMaster(current, timer.timeout)),
                resetKey: state.number,
              },
            }
          : {})}
        onQuit={onMenu}
      />
      <p className="score-line">
        {t('quiz.master.score', { score: state.tally.score, total: MASTER_QUESTIONS })}
      </p>
      <Question
        key={state.number}
        question={state.question}
        answer={state.answer}
        onAnswer={(answer) => advance(answerMaster(state, answer))}
      />
      {state.phase === 'answered' ? (
        <NextButton onNext={() => advance(nextMaster(state, Math.random))} />
      ) : null}
    </>
  );
}
