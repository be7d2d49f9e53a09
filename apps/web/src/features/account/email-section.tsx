import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { errorMessage } from '../../shared/api/error-message';
import { TextField } from '../../shared/ui/text-field';
import { useChangeEmail } from './api/account-api';

/** A new address is only requested here; the link mailed to it makes the change. */
export function EmailSection() {
  const { t } = useTranslation();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [sentTo, setSentTo] = useState('');
  const change = useChangeEmail();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = newEmail.trim();
    if (address === '' || password === '') {
      setProblem(t('register.errors.required'));
      return;
    }
    setProblem('');
    change.mutate(
      { newEmail: address, password },
      {
        onSuccess: () => {
          setSentTo(address);
          setNewEmail('');
          setPassword('');
        },
        onError: (error) => setProblem(errorMessage(t, error, 'account.emailFailed')),
      },
    );
  };

  return (
    <form className="account-section" onSubmit={onSubmit} noValidate aria-labelledby="email-title">
      <h2 id="email-title">{t('account.emailTitle')}</h2>
      <p>{t('account.emailIntro')}</p>
      {sentTo ? (
        <p className="notice notice--success" role="status">
          {t('account.emailSent', { email: sentTo })}
        </p>
      ) : null}
      <p className="form-error" role="alert">
        {problem}
      </p>
      <TextField
        label={t('account.newEmail')}
        name="newEmail"
        type="email"
        value={newEmail}
        onChange={setNewEmail}
        autoComplete="email"
      />
      <TextField
        type="password"
        label={t('auth.password')}
        name="emailPassword"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <button type="submit" className="button" disabled={change.isPending}>
        {change.isPending ? t('common.sending') : t('account.emailSubmit')}
      </button>
    </form>
  );
}
