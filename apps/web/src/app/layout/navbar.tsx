import { useTranslation } from '../../shared/i18n/i18n';
import { Link, NavLink } from 'react-router';
import { LanguageSelect } from '../../shared/i18n/language-select';
import { dashboardFor, ROUTES } from '../../shared/routes';
import { LogoutButton } from '../../shared/session/logout-button';
import { useSession } from '../../shared/session/use-session';
import { BrandLogo } from '../../shared/ui/brand-logo';

export function Navbar() {
  const { t } = useTranslation();
  const { user, activeRole } = useSession();
  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label={t('nav.label')}>
        <Link to={ROUTES.home} className="navbar__brand" aria-label={t('nav.home')}>
          <BrandLogo />
        </Link>
        <ul className="navbar__links">
          <li>
            <NavLink to={ROUTES.about}>{t('nav.about')}</NavLink>
          </li>
          {user ? (
            <>
              <li>
                <NavLink to={activeRole ? dashboardFor(activeRole) : ROUTES.roleSelector}>
                  {t('nav.dashboard')}
                </NavLink>
              </li>
              <li className="navbar__user" title={user.email}>
                <NavLink
                  to={ROUTES.account}
                  aria-label={t('account.linkLabel', { name: user.name || user.email })}
                >
                  {user.name || user.email}
                </NavLink>
              </li>
              <li>
                <LogoutButton />
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to={ROUTES.login}>{t('nav.login')}</NavLink>
              </li>
              <li>
                <NavLink to={ROUTES.register} className="button button--small">
                  {t('nav.register')}
                </NavLink>
              </li>
            </>
          )}
          <li>
            <LanguageSelect />
          </li>
        </ul>
      </nav>
    </header>
  );
}
