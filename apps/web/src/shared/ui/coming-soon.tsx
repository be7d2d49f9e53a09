import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Honest panel for an area whose feature has not shipped yet; always offers a way on. */
export function ComingSoon({ titleKey, backTo }: { titleKey: string; backTo: string }) {
  const { t } = useTranslation();
  return (
    <section className="panel narrow coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{t(titleKey)}</h1>
      <p>{t('comingSoon.body')}</p>
      <Link className="button" to={backTo}>
        {t('common.backToDashboard')}
      </Link>
    </section>
  );
}
