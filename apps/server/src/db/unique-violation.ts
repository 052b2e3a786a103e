const UNIQUE_VIOLATION = '23505';

/** A PostgreSQL unique violation, raw from `pg` or wrapped by Drizzle as the error's cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
