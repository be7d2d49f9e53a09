import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import { errorMessage } from '../../shared/api/error-message';
import { useLanguage } from '../../shared/i18n/use-language';
import { dashboardFor, ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';
import { TextField } from '../../shared/ui/text-field';
import { useLogin } from './api/login';
import { useResendVerification } from './api/resend-verification';
import { AuthPageHeader } from './auth-page-header';
import { PasswordField } from './password-field';
import { ResendButton } from './resend-verification';

/** Set by the registration page so the login page can confirm the account and offer its e-mail. */
export interface LoginPageState {
  registered?: boolean;
  email?: string;
}

/** What the page last did, whose outcome is the one message it shows. */
type LastStep = 'registered' | 'login' | 'resend';

export function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const loginMutation = useLogin();
  const resend = useResendVerification();
  const arrival = location.state as LoginPageState | null;
  const [email, setEmail] = useState(arrival?.email ?? '');
  const [password, setPassword] = useState('');
  const [lastStep, setLastStep] = useState<LastStep | null>(
    arrival?.registered === true ? 'registered' : null,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setLastStep('login');
    resend.reset();
    loginMutation.mutate(
      { email: email.trim(), password, language },
      {
        onSuccess: ({ user }) => {
          const role = signIn(user);
          void navigate(role ? dashboardFor(role) : ROUTES.roleSelector);
        },
      },
    );
  };

  const onResend = () => {
    setLastStep('resend');
    resend.mutate({ email: email.trim(), language });
  };

  const loginError = loginMutation.error;
  const unverified = loginError instanceof ApiError && loginError.code === 'EMAIL_NOT_VERIFIED';

  // One message at a time: each step's outcome replaces the one before.
  let success = '';
  let problem = '';
  if (lastStep === 'registered') success = t('register.success');
  if (lastStep === 'login' && loginError) problem = errorMessage(t, loginError, 'login.failed');
  if (lastStep === 'resend' && resend.isSuccess) success = t('verify.resent');
  if (lastStep === 'resend' && resend.isError) {
    problem = errorMessage(t, resend.error, 'verify.resendFailed');
  }

  return (
    <div className="auth-page">
      <AuthPageHeader />
      <form className="panel auth-form" onSubmit={onSubmit}>
        <h1>{t('login.title')}</h1>
        {success ? (
          <p className="notice notice--success" role="status">
            {success}
          </p>
        ) : (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        {unverified && !resend.isSuccess ? (
          <div className="resend">
            <ResendButton email={email} pending={resend.isPending} onResend={onResend} />
          </div>
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
        <p className="auth-form__forgot">
          <Link to={ROUTES.forgotPassword}>{t('login.forgotPassword')}</Link>
        </p>
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
