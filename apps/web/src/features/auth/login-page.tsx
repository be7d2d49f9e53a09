import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/api-client';
import { errorMessage } from '../../shared/api/error-message';
import { dashboardFor, ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';
import { TextField } from '../../shared/ui/text-field';
import { useLogin } from './api/login';
import { AuthPageHeader } from './auth-page-header';
import { PasswordField } from './password-field';
import { ResendVerification } from './resend-verification';

/** Set by the registration page so the login page can confirm the account was created. */
export interface LoginPageState {
  registered?: boolean;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const registered = (location.state as LoginPageState | null)?.registered === true;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    loginMutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ user }) => {
          const role = signIn(user);
          void navigate(role ? dashboardFor(role) : ROUTES.roleSelector);
        },
      },
    );
  };

  const error = loginMutation.error;
  const unverified = error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED';

  return (
    <div className="auth-page">
      <AuthPageHeader />
      <form className="panel auth-form" onSubmit={onSubmit}>
        <h1>{t('login.title')}</h1>
        {registered ? (
          <p className="notice notice--success" role="status">
            {t('register.success')}
          </p>
        ) : null}
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          required
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <p className="form-error" role="alert">
          {error ? errorMessage(t, error, 'login.failed') : ''}
        </p>
        {unverified ? <ResendVerification email={email.trim()} /> : null}
        <button type="submit" className="button button--wide" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
        </button>
        <p className="auth-form__switch">
          {t('login.noAccount')} <Link to={ROUTES.register}>{t('login.registerLink')}</Link>
        </p>
      </form>
    </div>
  );
}
