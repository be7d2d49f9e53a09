import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ label, name, value, onChange, autoComplete }: PasswordFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-field">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-pressed={visible}
          aria-label={t(visible ? 'auth.hidePasswordLabel' : 'auth.showPasswordLabel', { label })}
          onClick={() => setVisible((shown) => !shown)}
        >
          {t(visible ? 'auth.hidePassword' : 'auth.showPassword')}
        </button>
      </div>
    </div>
  );
}
