import { describe, expect, it } from 'vitest';
import type { Role, User } from '@chronodeck/contract';
import { redirectFor, type AccessRule } from './access';

const student: AccessRule = { role: 'student', allowGuest: true };
const teacher: AccessRule = { role: 'teacher', allowGuest: false };
const userWith = (roles: Role[]): User => ({ _id: 'u', name: 'N', email: 'n@e.io', roles });

describe('redirectFor', () => {
  it('lets guests into student areas', () => {
    expect(redirectFor(student, { user: null, isGuest: true })).toBeNull();
  });

  it('sends anonymous non-guests to /login', () => {
    expect(redirectFor(student, { user: null, isGuest: false })).toBe('/login');
    expect(redirectFor(teacher, { user: null, isGuest: false })).toBe('/login');
  });

  it('keeps guests out of teacher areas', () => {
    expect(redirectFor(teacher, { user: null, isGuest: true })).toBe('/login');
  });

  it('sends signed-in users without the role home', () => {
    expect(redirectFor(teacher, { user: userWith(['student']), isGuest: false })).toBe('/');
    expect(redirectFor(student, { user: userWith(['teacher']), isGuest: false })).toBe('/');
  });

  it('lets users with the role in', () => {
    expect(redirectFor(teacher, { user: userWith(['student', 'teacher']), isGuest: false })).toBe(
      null,
    );
  });
});
