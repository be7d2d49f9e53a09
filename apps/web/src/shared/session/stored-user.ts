import { UserSchema, type User } from '@chronodeck/contract';

/** The remembered user, if what storage holds is still a user as the contract describes one. */
export function parseStoredUser(raw: string): User | null {
  try {
    const parsed = UserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
