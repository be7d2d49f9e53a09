import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits from the CSPRNG, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256; they carry enough entropy that no salt is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The error a mailed link gets for each way it can be unusable. */
export type LinkTokenErrors = Record<'invalid' | 'used' | 'expired', () => Error>;

/**
 * A single-use link token as stored, when it can still be spent: an unknown, spent or expired one
 * throws its error. Spending it is still the repository's conditional update, which decides races.
 */
export function usableLinkToken<T extends { usedAt: Date | null; expiresAt: Date }>(
  record: T | null,
  now: Date,
  errors: LinkTokenErrors,
): T {
  if (!record) throw errors.invalid();
  if (record.usedAt) throw errors.used();
  if (record.expiresAt <= now) throw errors.expired();
  return record;
}
