import { useTranslation } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';
import { useQuizResults } from './quiz-results-api';

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
        <table className="quiz-results__table">
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
                <td>{t(`quiz.modes.${result.mode}`)}</td>
                <td>{result.deckTitle}</td>
                <td>{t('quiz.results.scoreOf', { score: result.score, total: result.total })}</td>
                <td>{result.bestStreak}</td>
                <td>{when.format(new Date(result.finishedAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
