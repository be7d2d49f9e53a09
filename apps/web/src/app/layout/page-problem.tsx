import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/i18n';
import { ROUTES } from '../../shared/routes';

/** Shown in place of a page that failed to render; the navbar and footer stay, so does the way out. */
export function PageProblem() {
  const { t } = useTranslation();
  return (
    <section className="panel narrow" role="alert" aria-labelledby="page-problem-title">
      <h1 id="page-problem-title">{t('pageProblem.title')}</h1>
      <p>{t('pageProblem.body')}</p>
      <div className="page-problem__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('pageProblem.reload')}
        </button>
        <Link className="button button--ghost" to={ROUTES.home}>
          {t('pageProblem.home')}
        </Link>
      </div>
    </section>
  );
}
