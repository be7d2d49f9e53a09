import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSelect } from '../../shared/i18n/language-select';
import { dashboardFor, ROUTES } from '../../shared/routes';
import { LogoutButton } from '../../shared/session/logout-button';
import { useSession } from '../../shared/session/use-session';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { IconButton } from '../../shared/ui/icon-button';

interface NavbarProps {
  /**
   * Whether to show the links that depend on who is signed in. The light shell, drawn before the
   * session is known, leaves them out rather than show a signed-in reader "Login".
   */
  showSession?: boolean;
}

export function Navbar({ showSession = true }: NavbarProps) {
  const { t } = useTranslation();
  const { user, activeRole } = useSession();
  // On phones the links fold behind a Menu button; the menu belongs to the page it was opened
  // on, so following one of its links closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label={t('nav.label')}>
        <Link to={ROUTES.home} className="navbar__brand" aria-label={t('nav.home')}>
          <BrandLogo />
        </Link>
        <IconButton
          className="navbar__toggle"
          label={t('nav.menu')}
          icon="☰"
          aria-expanded={menuOpen}
          aria-controls="navbar-links"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        />
        <ul id="navbar-links" className={`navbar__links${menuOpen ? ' navbar__links--open' : ''}`}>
          <li>
            <NavLink to={ROUTES.about}>{t('nav.about')}</NavLink>
          </li>
          {!showSession ? null : user ? (
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
