import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits from the CSPRNG, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256; they carry enough entropy that no salt is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
