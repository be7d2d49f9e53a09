import { useTranslation } from 'react-i18next';
import { isLanguage } from '@chronodeck/contract';
import { errorMessage } from '../../shared/api/error-message';
import { useResendVerification } from './api/resend-verification';

/** Offered wherever an unverified account or a dead verification link is reported. */
export function ResendVerification({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const resend = useResendVerification();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined;
  if (resend.isSuccess) {
    return (
      <p className="notice notice--success" role="status">
        {t('verify.resent')}
      </p>
    );
  }
  return (
    <div className="resend">
      <button
        type="button"
        className="button button--ghost"
        disabled={resend.isPending || email.trim() === ''}
        onClick={() => resend.mutate({ email, language })}
      >
        {resend.isPending ? t('common.sending') : t('verify.resend')}
      </button>
      {resend.isError ? (
        <p className="notice notice--error" role="alert">
          {errorMessage(t, resend.error, 'verify.resendFailed')}
        </p>
      ) : null}
    </div>
  );
}
