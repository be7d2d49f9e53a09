import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link, useNavigate } from 'react-router';
import { ROLES, type Role } from '@chronodeck/contract';
import { errorMessage } from '../../shared/api/error-message';
import { useLanguage } from '../../shared/i18n/use-language';
import { ROUTES } from '../../shared/routes';
import { TextField } from '../../shared/ui/text-field';
import { useRegister } from './api/register';
import { AuthPageHeader } from './auth-page-header';
import type { LoginPageState } from './login-page';
import { PasswordField } from './password-field';
import {
  registrationProblem,
  type RegistrationForm,
  type RegistrationProblem,
} from './registration-form';

const EMPTY_FORM: RegistrationForm = {
  name: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
  // SPEC.md §6: new accounts hold both roles unless the person unticks one.
  roles: [...ROLES],
};

export function RegisterPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const [form, setForm] = useState<RegistrationForm>(EMPTY_FORM);
  const [problem, setProblem] = useState<RegistrationProblem | null>(null);

  const update = (field: keyof Omit<RegistrationForm, 'roles'>) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const toggleRole = (role: Role, checked: boolean) =>
    setForm((current) => ({
      ...current,
      roles: checked
        ? ROLES.filter((r) => r === role || current.roles.includes(r))
        : current.roles.filter((r) => r !== role),
    }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const broken = registrationProblem(form);
    setProblem(broken);
    if (broken) return;
    registerMutation.mutate(
      {
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
        roles: form.roles,
        language,
      },
      {
        onSuccess: () => {
          const state: LoginPageState = { registered: true, email: form.email.trim() };
          void navigate(ROUTES.login, { state });
        },
      },
    );
  };

  const message = problem
    ? t(problem)
    : registerMutation.isError
      ? errorMessage(t, registerMutation.error, 'register.failed')
      : '';

  return (
    <div className="auth-page">
      <AuthPageHeader />
      <form className="panel auth-form" onSubmit={onSubmit}>
        <h1>{t('register.title')}</h1>
        <TextField
          label={t('register.name')}
          name="name"
          value={form.name}
          onChange={update('name')}
          autoComplete="name"
          maxLength={100}
          required
        />
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          value={form.email}
          onChange={update('email')}
          autoComplete="email"
          required
        />
        <TextField
          label={t('register.confirmEmail')}
          name="confirmEmail"
          type="email"
          value={form.confirmEmail}
          onChange={update('confirmEmail')}
          autoComplete="email"
          required
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          value={form.password}
          onChange={update('password')}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('register.confirmPassword')}
          name="confirmPassword"
          value={form.confirmPassword}
          onChange={update('confirmPassword')}
          autoComplete="new-password"
        />
        <p className="field__hint">{t('register.passwordHint')}</p>
        <fieldset className="role-choice">
          <legend>{t('register.chooseRole')}</legend>
          {ROLES.map((role) => (
            <label key={role} className="checkbox">
              <input
                type="checkbox"
                name="roles"
                value={role}
                checked={form.roles.includes(role)}
                onChange={(event) => toggleRole(role, event.target.checked)}
              />
              <span>
                <strong>{t(`roles.${role}`)}</strong> — {t(`register.roleHelp.${role}`)}
              </span>
            </label>
          ))}
        </fieldset>
        <p className="form-error" role="alert">
          {message}
        </p>
        <button type="submit" className="button button--wide" disabled={registerMutation.isPending}>
          {registerMutation.isPending ? t('register.submitting') : t('register.submit')}
        </button>
        <p className="auth-form__switch">
          {t('register.haveAccount')} <Link to={ROUTES.login}>{t('register.loginLink')}</Link>
        </p>
      </form>
    </div>
  );
}
