import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './new-password';

describe('newPasswordProblem', () => {
  it('asks for both fields, then the same password twice, then the registration length', () => {
    expect(newPasswordProblem('', '')).toBe('register.errors.required');
    expect(newPasswordProblem('long enough pass', '')).toBe('register.errors.required');
    expect(newPasswordProblem('long enough pass', 'long enough pas')).toBe(
      'register.errors.passwordMismatch',
    );
    expect(newPasswordProblem('short', 'short')).toBe('register.errors.passwordLength');
    expect(newPasswordProblem('x'.repeat(129), 'x'.repeat(129))).toBe(
      'register.errors.passwordLength',
    );
    expect(newPasswordProblem('long enough pass', 'long enough pass')).toBeNull();
  });
});
