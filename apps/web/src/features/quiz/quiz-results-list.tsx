import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';
import { useQuizResults } from './quiz-results-api';

/**
 * A cell with its column's name beside it. Only a phone shows the name, where the rows stack as
 * cards; screen readers already hear the column header, so it is hidden from them.
 */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td>
      <span className="quiz-results__label" aria-hidden="true">
        {label}
      </span>
      <span className="quiz-results__value">{children}</span>
    </td>
  );
}

/** "My results": the signed-in player's latest finished games. */
export function QuizResultsList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const results = useQuizResults(true);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="quiz-results" aria-labelledby="quiz-results-title">
      <h2 id="quiz-results-title">{t('quiz.results.title')}</h2>
      {results.isError ? (
        <p className="notice notice--error">{t('quiz.results.loadFailed')}</p>
      ) : null}
      {results.isSuccess && results.data.length === 0 ? (
        <p className="empty-state">{t('quiz.results.empty')}</p>
      ) : null}
      {results.isSuccess && results.data.length > 0 ? (
        <table className="quiz-results__table" aria-labelledby="quiz-results-title">
          <thead>
            <tr>
              <th scope="col">{t('quiz.results.mode')}</th>
              <th scope="col">{t('quiz.results.deck')}</th>
              <th scope="col">{t('quiz.results.score')}</th>
              <th scope="col">{t('quiz.results.bestStreak')}</th>
              <th scope="col">{t('quiz.results.when')}</th>
            </tr>
          </thead>
          <tbody>
            {results.data.map((result) => (
              <tr key={result._id}>
                <Cell label={t('quiz.results.mode')}>{t(`quiz.modes.${result.mode}`)}</Cell>
                <Cell label={t('quiz.results.deck')}>{result.deckTitle}</Cell>
                <Cell label={t('quiz.results.score')}>
                  {t('quiz.results.scoreOf', { score: result.score, total: result.total })}
                </Cell>
                <Cell label={t('quiz.results.bestStreak')}>{result.bestStreak}</Cell>
                <Cell label={t('quiz.results.when')}>
                  {when.format(new Date(result.finishedAt))}
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
