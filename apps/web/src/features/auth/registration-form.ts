import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Role } from '@chronodeck/contract';

export interface RegistrationForm {
  name: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  roles: Role[];
}

/** Translation keys of the registration rules, in the order SPEC.md §5 checks them. */
export type RegistrationProblem =
  | 'register.errors.required'
  | 'register.errors.emailMismatch'
  | 'register.errors.passwordMismatch'
  | 'register.errors.passwordLength'
  | 'register.errors.roleRequired';

/** The first broken rule, or null: all fields required, e-mails match, then passwords match. */
export function registrationProblem(form: RegistrationForm): RegistrationProblem | null {
  const textFields = [
    form.name,
    form.email,
    form.confirmEmail,
    form.password,
    form.confirmPassword,
  ];
  if (textFields.some((value) => value.trim() === '')) return 'register.errors.required';
  if (form.email.trim().toLowerCase() !== form.confirmEmail.trim().toLowerCase()) {
    return 'register.errors.emailMismatch';
  }
  if (form.password !== form.confirmPassword) return 'register.errors.passwordMismatch';
  if (form.password.length < PASSWORD_MIN_LENGTH || form.password.length > PASSWORD_MAX_LENGTH) {
    return 'register.errors.passwordLength';
  }
  if (form.roles.length === 0) return 'register.errors.roleRequired';
  return null;
}
