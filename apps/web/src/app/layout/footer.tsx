import { useTranslation } from '../../shared/i18n/i18n';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <nav aria-label={t('footer.label')}>
        <ul className="footer__links">
          <li>
            <Link to={ROUTES.about}>{t('nav.about')}</Link>
          </li>
          <li>
            <Link to={ROUTES.contact}>{t('footer.contact')}</Link>
          </li>
          <li>
            <Link to={ROUTES.privacy}>{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to={ROUTES.terms}>{t('footer.terms')}</Link>
          </li>
        </ul>
      </nav>
      <p className="footer__disclaimer">{t('footer.disclaimer')}</p>
    </footer>
  );
}
