import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/i18n';
import { errorMessage } from '../../shared/api/error-message';
import { ROUTES } from '../../shared/routes';
import { fetchCurrentUser } from '../../shared/session/session-api';
import { useSession } from '../../shared/session/use-session';
import { useConfirmEmailChange } from './api/account-api';

/** Where the link mailed to a new address leads; it works signed in or not. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirmation = useConfirmEmailChange(token);
  const { user, updateUser } = useSession();
  const signedIn = user !== null;

  // A signed-in browser remembers the old address; fetch the account again once it changed.
  useEffect(() => {
    if (!confirmation.isSuccess || !signedIn) return;
    fetchCurrentUser().then(
      ({ user: current }) => updateUser(current),
      () => undefined,
    );
  }, [confirmation.isSuccess, signedIn, updateUser]);

  const next = signedIn ? (
    <Link className="button" to={ROUTES.account}>
      {t('confirmEmail.toAccount')}
    </Link>
  ) : (
    <Link className="button" to={ROUTES.login}>
      {t('verify.goToLogin')}
    </Link>
  );

  return (
    <section className="panel narrow" aria-labelledby="confirm-email-title" aria-live="polite">
      <h1 id="confirm-email-title">{t('confirmEmail.title')}</h1>
      {token === '' ? (
        <p className="notice notice--error" role="alert">
          {t('errors.LINK_INVALID')}
        </p>
      ) : confirmation.isPending ? (
        <p role="status">{t('confirmEmail.checking')}</p>
      ) : confirmation.isSuccess ? (
        <>
          <p className="notice notice--success" role="status">
            {t('confirmEmail.success')}
          </p>
          {next}
        </>
      ) : (
        <>
          <p className="notice notice--error" role="alert">
            {errorMessage(t, confirmation.error, 'confirmEmail.failed')}
          </p>
          {next}
        </>
      )}
    </section>
  );
}
