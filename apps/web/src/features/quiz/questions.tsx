import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { formatYear } from '@chronodeck/catalogue';
import {
  BLANK_MARKER,
  cameFirst,
  isBlankAnswerCorrect,
  TIMED_OUT,
  type EventPair,
  type EventText,
  type FillBlankQuestion as BlankQuestion,
  type QuizEvent,
  type TrueFalseItem,
} from '@chronodeck/quiz';
import { useLanguage } from '../../shared/i18n/use-language';
import { Feedback } from './feedback';
import { ShownText } from './shown-text';

/**
 * How an option looks once answered, in every game alike: the right answer green, a wrong pick
 * red, the rest as they were.
 */
function optionClass(
  base: string,
  answered: boolean,
  option: { right: boolean; chosen: boolean },
): string {
  if (!answered) return base;
  if (option.right) return `${base} option--right`;
  return option.chosen ? `${base} option--wrong` : base;
}

/**
 * Four year buttons; once answered they lock and the verdict shows (SPEC.md §2). The event is
 * shown as the engine hands it over (`shown`), with its year hidden.
 */
export function GuessYearQuestion(props: {
  event: QuizEvent;
  shown: EventText;
  options: number[];
  selected: number | null | undefined;
  onAnswer: (year: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { event, shown, options, selected, onAnswer } = props;
  const answered = selected !== null && selected !== undefined;
  return (
    <div className="question">
      <h2 className="question__title">
        <ShownText text={shown.title} />
      </h2>
      <p>
        <ShownText text={shown.description} />
      </p>
      <p className="question__prompt">{t('quiz.guessYear.prompt')}</p>
      <div className="options" role="group" aria-label={t('quiz.guessYear.options')}>
        {options.map((year) => (
          <button
            key={year}
            type="button"
            className={optionClass('option', answered, {
              right: year === event.year,
              chosen: year === selected,
            })}
            disabled={answered}
            onClick={() => onAnswer(year)}
          >
            {formatYear(year, language)}
          </button>
        ))}
      </div>
      {answered ? (
        <Feedback correct={selected === event.year}>
          {selected === event.year
            ? t('quiz.correct')
            : `${t('quiz.guessYear.wrong')} ${formatYear(event.year, language)}`}
        </Feedback>
      ) : null}
    </div>
  );
}

/** Two events; which came first? A timeout is recorded as -1 (SPEC.md §4). */
export function WhichFirstQuestion(props: {
  pair: EventPair;
  shown: readonly [EventText, EventText];
  selected: number | null | undefined;
  onAnswer: (choice: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pair, shown, selected, onAnswer } = props;
  const answered = selected !== null && selected !== undefined;
  const first = pair[0].year <= pair[1].year ? pair[0] : pair[1];
  return (
    <div className="question">
      <h2 className="question__title">{t('quiz.whichFirst.prompt')}</h2>
      <div className="options options--pair">
        {pair.map((event, index) => (
          <button
            key={event.id}
            type="button"
            className={optionClass('option option--event', answered, {
              right: cameFirst(pair, index),
              chosen: selected === index,
            })}
            disabled={answered}
            onClick={() => onAnswer(index)}
          >
            <span className="option__title">
              <ShownText text={shown[index]?.title ?? ''} />
            </span>
            {answered ? (
              <span className="option__year">{formatYear(event.year, language)}</span>
            ) : null}
          </button>
        ))}
      </div>
      {answered ? (
        <Feedback correct={selected !== TIMED_OUT && cameFirst(pair, selected)}>
          {selected === TIMED_OUT
            ? t('quiz.timesUp')
            : cameFirst(pair, selected)
              ? t('quiz.correct')
              : t('quiz.whichFirst.wrong', { title: first.title })}
        </Feedback>
      ) : null}
    </div>
  );
}

/** A description with one word blanked; the input locks after submitting (SPEC.md §5). */
export function FillBlankQuestion(props: {
  question: BlankQuestion;
  given: string | undefined;
  onAnswer: (text: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { question, given, onAnswer } = props;
  const [text, setText] = useState('');
  const answered = given !== undefined;
  const correct = answered && isBlankAnswerCorrect(given, question.answer);
  const [before, after] = question.description.split(BLANK_MARKER);
  return (
    <div className="question">
      <h2 className="question__title">
        <ShownText text={question.title} />{' '}
        <span className="question__year">({formatYear(question.year, language)})</span>
      </h2>
      <p className="blank-text">
        <ShownText text={before ?? ''} />
        <span className="blank">
          {BLANK_MARKER}
          <span className="visually-hidden"> ({t('quiz.fillBlank.blank')})</span>
        </span>
        <ShownText text={after ?? ''} />
      </p>
      <form
        className="blank-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!answered && text.trim()) onAnswer(text);
        }}
      >
        <label htmlFor="blank-answer">{t('quiz.fillBlank.label')}</label>
        <input
          id="blank-answer"
          value={text}
          disabled={answered}
          autoComplete="off"
          autoFocus
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button" disabled={answered || !text.trim()}>
          {t('quiz.fillBlank.submit')}
        </button>
      </form>
      {answered ? (
        <>
          <Feedback correct={correct}>
            {correct ? t('quiz.correct') : `${t('quiz.fillBlank.wrong')} ${question.answer}`}
          </Feedback>
          <p className="blank-full">{question.fullDescription}</p>
        </>
      ) : null}
    </div>
  );
}

/**
 * "In 1789: Storming of the Bastille." True or False, against the clock; once answered, the
 * right button turns green and a wrong pick red, as in the other games.
 */
export function TrueFalseQuestion(props: {
  item: TrueFalseItem;
  given: boolean | null | undefined;
  onAnswer: (answer: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { item, given, onAnswer } = props;
  const answered = given !== undefined;
  return (
    <div className="question">
      <h2 className="question__title">
        <ShownText
          text={t('quiz.trueFalse.statement', {
            title: item.title,
            year: formatYear(item.displayedYear, language),
          })}
        />
      </h2>
      <div className="options options--pair" role="group" aria-label={t('quiz.trueFalse.options')}>
        {([true, false] as const).map((claim) => (
          <button
            key={String(claim)}
            type="button"
            className={optionClass('option', answered, {
              right: claim === item.isTrue,
              chosen: claim === given,
            })}
            disabled={answered}
            onClick={() => onAnswer(claim)}
          >
            {claim ? t('quiz.trueFalse.true') : t('quiz.trueFalse.false')}
          </button>
        ))}
      </div>
      {answered ? (
        <Feedback correct={given === item.isTrue}>
          {given === null
            ? t('quiz.timesUp')
            : given === item.isTrue
              ? t('quiz.correct')
              : t('quiz.incorrect')}{' '}
          {item.isTrue
            ? null
            : t('quiz.trueFalse.realYear', { year: formatYear(item.realYear, language) })}
        </Feedback>
      ) : null}
    </div>
  );
}
