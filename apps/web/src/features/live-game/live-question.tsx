import { formatYear } from '@chronodeck/catalogue';
import type { LiveQuestionView } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';
import type { TranslationKey } from '../../shared/i18n/translate';
import { useLanguage } from '../../shared/i18n/use-language';

/** Letters beside colours, so no choice is told apart by colour alone. */
const CHOICE_MARKS = ['A', 'B', 'C', 'D'] as const;

const PROMPTS: Record<LiveQuestionView['kind'], TranslationKey> = {
  'guess-year': 'liveGame.question.guessYear',
  'which-first': 'liveGame.question.whichFirst',
  'true-false': 'liveGame.question.trueFalse',
};

function useChoiceLabels(question: LiveQuestionView): string[] {
  const { t } = useTranslation();
  const language = useLanguage();
  switch (question.kind) {
    case 'guess-year':
      return question.years.map((year) => formatYear(year, language));
    case 'which-first':
      return question.events.map((event) => event.title);
    case 'true-false':
      return [t('liveGame.question.true'), t('liveGame.question.false')];
  }
}

function QuestionText({ question }: { question: LiveQuestionView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (question.kind === 'which-first') return null;
  if (question.kind === 'true-false') {
    return (
      <p className="live-question__statement">
        {t('liveGame.question.statement', {
          title: question.title,
          year: formatYear(question.year, language),
        })}
      </p>
    );
  }
  return (
    <>
      <p className="live-question__statement">{question.title}</p>
      <p className="live-question__description">{question.description}</p>
    </>
  );
}

export interface LiveQuestionProps {
  question: LiveQuestionView;
  /** Players tap a choice; the projector only shows them. */
  onChoose?: (choice: number) => void;
  chosen?: number | null;
  /** At the reveal: the right choice and how many picked each. */
  correctChoice?: number;
  distribution?: readonly number[];
  locked?: boolean;
}

function choiceClass(choice: number, props: LiveQuestionProps): string {
  const classes = ['live-choice', `live-choice--${choice}`];
  if (props.correctChoice !== undefined) {
    classes.push(choice === props.correctChoice ? 'live-choice--right' : 'live-choice--dim');
  }
  if (props.chosen === choice) classes.push('live-choice--chosen');
  return classes.join(' ');
}

/** "Question 3 of 10", above a question and its answers. */
export function QuestionProgress({ view }: { view: { index: number; total: number } }) {
  const { t } = useTranslation();
  return (
    <p className="live-progress">
      {t('liveGame.questionOf', { number: view.index + 1, total: view.total })}
    </p>
  );
}

/** A live question with its choices, the same on the projector and on the phones. */
export function LiveQuestion(props: LiveQuestionProps) {
  const { t } = useTranslation();
  const { question, onChoose, distribution, locked = false } = props;
  const labels = useChoiceLabels(question);
  return (
    <div className="live-question">
      <h2 className="live-question__prompt">{t(PROMPTS[question.kind])}</h2>
      <QuestionText question={question} />
      <ul className="live-choices" aria-label={t('liveGame.question.choices')}>
        {labels.map((label, choice) => {
          const content = (
            <>
              <span className="live-choice__mark" aria-hidden="true">
                {CHOICE_MARKS[choice]}
              </span>
              <span className="live-choice__label">{label}</span>
              {distribution ? (
                <span className="live-choice__count">
                  {t('liveGame.reveal.chosenBy', { count: distribution[choice] ?? 0 })}
                </span>
              ) : null}
              {props.correctChoice === choice ? (
                <span className="live-choice__verdict">{t('liveGame.reveal.rightAnswer')}</span>
              ) : null}
            </>
          );
          return (
            <li key={choice}>
              {onChoose ? (
                <button
                  type="button"
                  className={choiceClass(choice, props)}
                  disabled={locked}
                  aria-pressed={props.chosen === choice}
                  onClick={() => onChoose(choice)}
                >
                  {content}
                </button>
              ) : (
                <div className={choiceClass(choice, props)}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
