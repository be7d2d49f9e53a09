import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@chronodeck/contract';

/** Translation keys of the rules a new password follows (the registration rules). */
export type NewPasswordProblem =
  | 'register.errors.required'
  | 'register.errors.passwordMismatch'
  | 'register.errors.passwordLength';

/** The first broken rule of a new password typed twice, or null. */
export function newPasswordProblem(
  password: string,
  confirmation: string,
): NewPasswordProblem | null {
  if (password === '' || confirmation === '') return 'register.errors.required';
  if (password !== confirmation) return 'register.errors.passwordMismatch';
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return 'register.errors.passwordLength';
  }
  return null;
}
