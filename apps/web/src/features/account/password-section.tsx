import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { errorMessage } from '../../shared/api/error-message';
import { newPasswordProblem } from '../../shared/passwords/new-password';
import { TextField } from '../../shared/ui/text-field';
import { useChangePassword } from './api/account-api';

/** The current password proves it is the owner; the other devices are signed out. */
export function PasswordSection() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState('');
  const change = useChangePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const broken =
      current === '' ? 'register.errors.required' : newPasswordProblem(next, confirmation);
    if (broken) {
      setProblem(t(broken));
      return;
    }
    setProblem('');
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirmation('');
        },
        onError: (error) => setProblem(errorMessage(t, error, 'account.passwordFailed')),
      },
    );
  };

  return (
    <form
      className="account-section"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="password-title"
    >
      <h2 id="password-title">{t('account.passwordTitle')}</h2>
      {change.isSuccess ? (
        <p className="notice notice--success" role="status">
          {t('account.passwordChanged')}
        </p>
      ) : null}
      <p className="form-error" role="alert">
        {problem}
      </p>
      <TextField
        type="password"
        label={t('account.currentPassword')}
        name="currentPassword"
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
      />
      <TextField
        type="password"
        label={t('account.newPassword')}
        name="newPassword"
        value={next}
        onChange={setNext}
        autoComplete="new-password"
      />
      <TextField
        type="password"
        label={t('account.confirmNewPassword')}
        name="confirmNewPassword"
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
      />
      <button type="submit" className="button" disabled={change.isPending}>
        {change.isPending ? t('common.saving') : t('account.passwordSubmit')}
      </button>
    </form>
  );
}
