import { useTranslation } from '../../shared/i18n/i18n';
import { Link } from 'react-router';
import { LanguageSelect } from '../../shared/i18n/language-select';
import { ROUTES } from '../../shared/routes';
import { BrandLogo } from '../../shared/ui/brand-logo';

/** Login and registration hide the navbar (SPEC.md §2) but keep the way home and the language. */
export function AuthPageHeader() {
  const { t } = useTranslation();
  return (
    <header className="auth-page__header">
      <Link to={ROUTES.home} aria-label={t('nav.home')}>
        <BrandLogo />
      </Link>
      <LanguageSelect />
    </header>
  );
}
