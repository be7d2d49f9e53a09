import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/i18n';
import { ApiError } from '../../shared/api/api-error';
import { errorMessage } from '../../shared/api/error-message';
import { ROUTES } from '../../shared/routes';
import { useResetPassword } from './api/password-reset';
import { AuthPageHeader } from './auth-page-header';
import { newPasswordProblem } from '../../shared/passwords/new-password';
import { PasswordField } from './password-field';

/** A spent, expired or unknown link cannot be retried: only a new one helps. */
const DEAD_LINK_CODES: readonly string[] = ['LINK_INVALID', 'LINK_EXPIRED', 'LINK_USED'];

/** Where the link of the reset e-mail leads: the new password, typed twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState('');
  const reset = useResetPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const broken = newPasswordProblem(password, confirmation);
    if (broken) {
      setProblem(t(broken));
      return;
    }
    setProblem('');
    reset.mutate(
      { token, password },
      { onError: (error) => setProblem(errorMessage(t, error, 'resetPassword.failed')) },
    );
  };

  const deadLink =
    token === '' ||
    (reset.error instanceof ApiError && DEAD_LINK_CODES.includes(reset.error.code ?? ''));

  return (
    <div className="auth-page">
      <AuthPageHeader />
      <form className="panel auth-form" onSubmit={onSubmit} noValidate>
        <h1>{t('resetPassword.title')}</h1>
        {reset.isSuccess ? (
          <>
            <p className="notice notice--success" role="status">
              {t('resetPassword.success')}
            </p>
            <Link className="button button--wide" to={ROUTES.login}>
              {t('verify.goToLogin')}
            </Link>
          </>
        ) : deadLink ? (
          <>
            <p className="notice notice--error" role="alert">
              {token === '' ? t('errors.LINK_INVALID') : problem}
            </p>
            <p>
              <Link className="button button--wide" to={ROUTES.forgotPassword}>
                {t('resetPassword.requestNewLink')}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="form-error" role="alert">
              {problem}
            </p>
            <PasswordField
              label={t('resetPassword.newPassword')}
              name="password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
            />
            <PasswordField
              label={t('resetPassword.confirmPassword')}
              name="confirmPassword"
              value={confirmation}
              onChange={setConfirmation}
              autoComplete="new-password"
            />
            <button type="submit" className="button button--wide" disabled={reset.isPending}>
              {reset.isPending ? t('common.saving') : t('resetPassword.submit')}
            </button>
          </>
        )}
      </form>
    </div>
  );
}
