import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Role, User } from '@chronodeck/contract';
import { otherRole, resolveStartupRole, roleAfterLogin } from './active-role';

const userWith = (roles: Role[]): User => ({ _id: 'u1', name: 'Ada', email: 'a@b.c', roles });

describe('resolveStartupRole', () => {
  it('restores the stored role when the user holds it', () => {
    expect(resolveStartupRole(userWith(['student', 'teacher']), 'teacher')).toBe('teacher');
  });

  it('falls back to the only role when the stored one is not held', () => {
    expect(resolveStartupRole(userWith(['student']), 'teacher')).toBe('student');
  });

  it('leaves the role unset for a two-role user without a valid stored role', () => {
    expect(resolveStartupRole(userWith(['student', 'teacher']), null)).toBeNull();
    expect(resolveStartupRole(userWith(['student', 'teacher']), 'admin')).toBeNull();
  });

  it('has no role without a user', () => {
    expect(resolveStartupRole(null, 'student')).toBeNull();
  });

  it('only ever returns a role the user holds', () => {
    const roles = fc.subarray<Role>(['student', 'teacher'], { minLength: 1 });
    fc.assert(
      fc.property(roles, fc.option(fc.string()), (held, stored) => {
        const role = resolveStartupRole(userWith(held), stored);
        expect(role === null || held.includes(role)).toBe(true);
      }),
    );
  });
});

describe('roleAfterLogin', () => {
  it('makes the student role active when the user has it', () => {
    expect(roleAfterLogin(userWith(['teacher', 'student']))).toBe('student');
  });

  it('uses the teacher role for a teacher-only account', () => {
    expect(roleAfterLogin(userWith(['teacher']))).toBe('teacher');
  });
});

describe('otherRole', () => {
  it('switches between the two roles', () => {
    const both = userWith(['student', 'teacher']);
    expect(otherRole(both, 'student')).toBe('teacher');
    expect(otherRole(both, 'teacher')).toBe('student');
  });

  it('offers no switch to a single-role user', () => {
    expect(otherRole(userWith(['student']), 'student')).toBeNull();
  });
});
