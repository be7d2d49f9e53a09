import { useTranslation } from '../i18n/i18n';
import { Link } from 'react-router';
import { ROUTES } from '../routes';

/** Invites a guest to sign up so their work can be saved (SPEC.md §2). */
export function GuestPrompt() {
  const { t } = useTranslation();
  return (
    <aside className="guest-prompt" aria-label={t('guest.label')}>
      <p>{t('guest.prompt')}</p>
      <Link className="button button--small" to={ROUTES.register}>
        {t('guest.signUp')}
      </Link>
    </aside>
  );
}

/** Covers My Studies and My Collections for guests (SPEC.md §2). */
export function GuestOverlay() {
  const { t } = useTranslation();
  return (
    <div className="guest-overlay" role="region" aria-label={t('guest.label')}>
      <p className="guest-overlay__title">{t('guest.overlayTitle')}</p>
      <Link className="button" to={ROUTES.login}>
        {t('guest.signIn')}
      </Link>
    </div>
  );
}
