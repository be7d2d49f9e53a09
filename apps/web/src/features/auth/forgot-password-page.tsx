import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/i18n';
import { errorMessage } from '../../shared/api/error-message';
import { ROUTES } from '../../shared/routes';
import { TextField } from '../../shared/ui/text-field';
import { useForgotPassword } from './api/password-reset';
import { AuthPageHeader } from './auth-page-header';

/** "Forgot your password?": asks for the address and says the same whether it has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const request = useForgotPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ email: email.trim() });
  };

  return (
    <div className="auth-page">
      <AuthPageHeader />
      <form className="panel auth-form" onSubmit={onSubmit}>
        <h1>{t('forgotPassword.title')}</h1>
        {request.isSuccess ? (
          <p className="notice notice--success" role="status">
            {t('forgotPassword.sent')}
          </p>
        ) : (
          <>
            <p>{t('forgotPassword.intro')}</p>
            <p className="form-error" role="alert">
              {request.isError ? errorMessage(t, request.error, 'forgotPassword.failed') : ''}
            </p>
            <TextField
              label={t('auth.email')}
              name="email"
              type="email"
              value={email}
              onChange={setEmail}
              autoComplete="email"
              required
            />
            <button type="submit" className="button button--wide" disabled={request.isPending}>
              {request.isPending ? t('common.sending') : t('forgotPassword.submit')}
            </button>
          </>
        )}
        <p className="auth-form__switch">
          <Link to={ROUTES.login}>{t('forgotPassword.backToLogin')}</Link>
        </p>
      </form>
    </div>
  );
}
