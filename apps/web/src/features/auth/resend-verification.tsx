import { useTranslation } from '../../shared/i18n/i18n';
import { errorMessage } from '../../shared/api/error-message';
import { useLanguage } from '../../shared/i18n/use-language';
import { useResendVerification } from './api/resend-verification';

/** Offered wherever an unverified account or a dead verification link is reported. */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const language = useLanguage();
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
