import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import { errorMessage } from '../../shared/api/error-message';
import { ROUTES } from '../../shared/routes';
import { TextField } from '../../shared/ui/text-field';
import { useVerifyEmail } from './api/verify-email';
import { ResendVerification } from './resend-verification';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const verification = useVerifyEmail(token);

  return (
    <section className="panel narrow" aria-labelledby="verify-title" aria-live="polite">
      <h1 id="verify-title">{t('verify.title')}</h1>
      {token === '' ? (
        <DeadLink message={t('errors.VERIFICATION_TOKEN_INVALID')} />
      ) : verification.isPending ? (
        <p role="status">{t('verify.checking')}</p>
      ) : verification.isSuccess ? (
        <ReadyToLogIn message={t('verify.success')} className="notice notice--success" />
      ) : verification.error instanceof ApiError &&
        verification.error.code === 'VERIFICATION_TOKEN_USED' ? (
        <ReadyToLogIn message={t('errors.VERIFICATION_TOKEN_USED')} className="notice" />
      ) : (
        <DeadLink message={errorMessage(t, verification.error, 'verify.failed')} />
      )}
    </section>
  );
}

/** The address is verified (now or earlier): say so and lead on to the login page. */
function ReadyToLogIn({ message, className }: { message: string; className: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={className} role="status">
        {message}
      </p>
      <Link className="button" to={ROUTES.login}>
        {t('verify.goToLogin')}
      </Link>
    </>
  );
}

/** An invalid or expired link: say so, and let the person ask for a fresh one. */
function DeadLink({ message }: { message: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  return (
    <>
      <p className="notice notice--error" role="alert">
        {message}
      </p>
      <TextField
        label={t('verify.resendEmailLabel')}
        type="email"
        value={email}
        autoComplete="email"
        onChange={setEmail}
      />
      <ResendVerification email={email.trim()} />
    </>
  );
}
