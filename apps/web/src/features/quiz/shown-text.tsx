import { Fragment } from 'react';
import { HIDDEN } from '@chronodeck/quiz';
import { useTranslation } from '../../shared/i18n/i18n';

/**
 * Question text as the engine hands it over, with each HIDDEN mask drawn as a mask but read out
 * as a word: a screen reader would otherwise spell out four dots.
 */
export function ShownText({ text }: { text: string }) {
  const { t } = useTranslation();
  const parts = text.split(HIDDEN);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <span className="hidden-mask">
          <span aria-hidden="true">{HIDDEN}</span>
          <span className="visually-hidden">{t('quiz.hidden')}</span>
        </span>
      ) : null}
    </Fragment>
  ));
}

/** The same text for an aria-label, which holds words only. */
export function useSpokenText(): (text: string) => string {
  const { t } = useTranslation();
  return (text) => text.replaceAll(HIDDEN, t('quiz.hidden'));
}
