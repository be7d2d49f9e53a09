import { useTranslation } from '../../shared/i18n/i18n';
import { errorMessage } from '../../shared/api/error-message';
import { useLanguage } from '../../shared/i18n/use-language';
import { useResendVerification } from './api/resend-verification';

interface ResendButtonProps {
  email: string;
  pending: boolean;
  onResend: () => void;
}

/** The button alone, for a page that reports what came of it in its own status line. */
export function ResendButton({ email, pending, onResend }: ResendButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={pending || email.trim() === ''}
      onClick={onResend}
    >
      {pending ? t('common.sending') : t('verify.resend')}
    </button>
  );
}

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
      <ResendButton
        email={email}
        pending={resend.isPending}
        onResend={() => resend.mutate({ email, language })}
      />
      {resend.isError ? (
        <p className="notice notice--error" role="alert">
          {errorMessage(t, resend.error, 'verify.resendFailed')}
        </p>
      ) : null}
    </div>
  );
}
