/**
 * Rate limiting of failed sign-ins, shared by every API instance through `sign_in_attempts`:
 * one counter per account (`account:<email>`) and one per address (`ip:<ip>`). A fixed window
 * starts at the first failure; after `maxFailures` failures inside it, sign-in is refused (even
 * with the right password) until the window ends. A success clears the account's counter.
 */
import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { signInAttempts } from '../db/schema';

export interface SignInLimits {
  maxFailures: number;
  windowMinutes: number;
}

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

const windowMs = (limits: SignInLimits) => limits.windowMinutes * 60_000;

/**
 * Whether any of the keys is locked out at `now`; if so, the minutes (rounded up, at least 1)
 * until the latest of their windows ends.
 */
export async function lockedOutMinutes(
  db: Db,
  keys: string[],
  limits: SignInLimits,
  now = new Date(),
): Promise<number | null> {
  const rows = await db.select().from(signInAttempts).where(inArray(signInAttempts.key, keys));
  let until = 0;
  for (const row of rows) {
    const ends = row.windowStartedAt.getTime() + windowMs(limits);
    if (row.failures >= limits.maxFailures && ends > now.getTime()) until = Math.max(until, ends);
  }
  if (!until) return null;
  return Math.max(1, Math.ceil((until - now.getTime()) / 60_000));
}

/** Counts one failure against each key, starting a new window where the last one has ended. */
export async function recordFailure(db: Db, keys: string[], limits: SignInLimits, now = new Date()): Promise<void> {
  const windowEndedBefore = new Date(now.getTime() - windowMs(limits));
  const stale = sql`${signInAttempts.windowStartedAt} <= ${windowEndedBefore}`;
  for (const key of keys) {
    await db
      .insert(signInAttempts)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: signInAttempts.key,
        set: {
          failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${signInAttempts.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${stale} THEN ${now} ELSE ${signInAttempts.windowStartedAt} END`,
        },
      });
  }
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.delete(signInAttempts).where(inArray(signInAttempts.key, keys));
}

/** Deletes counters whose window has ended; returns how many. */
export async function purgeSignInAttempts(db: Db, windowMinutes: number, now = new Date()): Promise<number> {
  const windowEndedBefore = new Date(now.getTime() - windowMinutes * 60_000);
  const deleted = await db
    .delete(signInAttempts)
    .where(lte(signInAttempts.windowStartedAt, windowEndedBefore))
    .returning({ key: signInAttempts.key });
  return deleted.length;
}
