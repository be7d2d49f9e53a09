import { useTranslation } from '../i18n/i18n';
import { Link } from 'react-router';
import { ROUTES } from '../routes';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="panel narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="button" to={ROUTES.home}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
