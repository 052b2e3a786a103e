/** Housekeeping for the bundled identity provider, run as a scheduled job. */
import { and, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db';
import { oidcRecords } from '../db/schema';
import { purgeSignInAttempts } from './sign-in-limits';

/**
 * Deletes the provider's records (sessions, grants, codes, tokens, interactions) that expired
 * before `now`, and failed-sign-in counters whose window has ended (`signInWindowMinutes`:
 * pass `config.SIGN_IN_WINDOW_MINUTES`; 15, its default, otherwise). Returns how many rows went.
 */
export async function purgeExpiredIdentityRecords(db: Db, now = new Date(), signInWindowMinutes = 15): Promise<number> {
  const records = await db
    .delete(oidcRecords)
    .where(and(isNotNull(oidcRecords.expiresAt), lte(oidcRecords.expiresAt, now)))
    .returning({ id: oidcRecords.id });
  const attempts = await purgeSignInAttempts(db, signInWindowMinutes, now);
  return records.length + attempts;
}
