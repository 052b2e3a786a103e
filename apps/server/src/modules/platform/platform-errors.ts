/** Errors shared by platform administration. Slugs are unique in the database; a taken one is 409. */
import { conflict } from '../../http/errors';

const UNIQUE_VIOLATION = '23505';

export const slugExists = () => conflict('ERR_SLUG_EXISTS', 'Slug already exists');

/** A PostgreSQL unique violation, raw from `pg` or wrapped by Drizzle as the error's cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** Runs a write that sets a slug; a slug someone already has becomes 409 ERR_SLUG_EXISTS. */
export async function withUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugExists();
    throw error;
  }
}
