/** Errors shared by platform administration. Slugs are unique in the database; a taken one is 409. */
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict } from '../../http/errors';

export const slugExists = () => conflict('ERR_SLUG_EXISTS', 'Slug already exists');

/** Runs a write that sets a slug; a slug someone already has becomes 409 ERR_SLUG_EXISTS. */
export async function withUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugExists();
    throw error;
  }
}
