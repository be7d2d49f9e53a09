const PG_UNIQUE_VIOLATION = '23505';

/** True when a write broke a unique index; drivers wrap the PostgreSQL error in different ways. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as { code?: unknown }).code === PG_UNIQUE_VIOLATION) return true;
  return error.cause !== undefined && isUniqueViolation(error.cause);
}
