import { describe, expect, it } from 'vitest';
import { registrationProblem, type RegistrationForm } from './registration-form';

const valid: RegistrationForm = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  confirmEmail: 'ada@example.com',
  password: 'analytical engine',
  confirmPassword: 'analytical engine',
  roles: ['student', 'teacher'],
};

describe('registrationProblem', () => {
  it('accepts a complete, consistent form', () => {
    expect(registrationProblem(valid)).toBeNull();
  });

  it('requires every field', () => {
    expect(registrationProblem({ ...valid, name: '  ' })).toBe('register.errors.required');
    expect(registrationProblem({ ...valid, confirmPassword: '' })).toBe('register.errors.required');
  });

  it('checks the e-mails before the passwords', () => {
    const both = { ...valid, confirmEmail: 'other@example.com', confirmPassword: 'different!' };
    expect(registrationProblem(both)).toBe('register.errors.emailMismatch');
  });

  it('ignores case and spaces when comparing e-mails', () => {
    expect(registrationProblem({ ...valid, confirmEmail: ' ADA@example.com ' })).toBeNull();
  });

  it('reports mismatched passwords', () => {
    expect(registrationProblem({ ...valid, confirmPassword: 'analytical engines' })).toBe(
      'register.errors.passwordMismatch',
    );
  });

  it('enforces the password length', () => {
    expect(registrationProblem({ ...valid, password: 'short', confirmPassword: 'short' })).toBe(
      'register.errors.passwordLength',
    );
    const long = 'x'.repeat(129);
    expect(registrationProblem({ ...valid, password: long, confirmPassword: long })).toBe(
      'register.errors.passwordLength',
    );
  });

  it('needs at least one role', () => {
    expect(registrationProblem({ ...valid, roles: [] })).toBe('register.errors.roleRequired');
  });
});
