import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoginRequestSchema, RegisterRequestSchema } from './auth';

const registration = {
  name: ' Ada Lovelace ',
  email: ' ada@example.com ',
  password: 'analytical engine',
  roles: ['student'],
};

describe('RegisterRequestSchema', () => {
  it('trims the name and e-mail but never the password', () => {
    const parsed = RegisterRequestSchema.parse({ ...registration, password: ' spaced out ' });
    expect(parsed).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: ' spaced out ',
    });
  });

  it('accepts any password of 8 to 128 characters and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 140 }), (password) => {
        const ok = RegisterRequestSchema.safeParse({ ...registration, password }).success;
        expect(ok).toBe(password.length >= 8 && password.length <= 128);
      }),
    );
  });

  it('needs one or two distinct roles', () => {
    expect(RegisterRequestSchema.safeParse({ ...registration, roles: [] }).success).toBe(false);
    expect(
      RegisterRequestSchema.safeParse({ ...registration, roles: ['teacher', 'teacher'] }).success,
    ).toBe(false);
    expect(
      RegisterRequestSchema.safeParse({ ...registration, roles: ['teacher', 'student'] }).success,
    ).toBe(true);
  });
});

describe('LoginRequestSchema', () => {
  it('refuses an address that is not an e-mail', () => {
    expect(LoginRequestSchema.safeParse({ email: 'ada', password: 'x' }).success).toBe(false);
  });
});
