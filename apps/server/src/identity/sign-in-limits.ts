/**
 * Throttling of failed sign-ins, shared by every API instance through `sign_in_attempts`:
 * one counter per address (`ip:<ip>`) and one per account (`account:<email>`). A fixed window
 * starts at the first failure. An address with `maxFailures` failures inside it is refused until
 * the window ends: that is where a guesser sits. An account is never refused, since anyone who
 * knows an e-mail address could then lock its owner out: past `maxFailures` failures, every
 * attempt on it waits a delay that doubles with each further failure (up to a cap), which slows
 * guessing from many addresses while the owner's right password still signs in. A success
 * clears the account's counter.
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

/** The longest an attempt on a guessed-at account waits. */
export const MAX_ACCOUNT_DELAY_MS = 8_000;

/** How long an attempt on this account waits before its password is checked (0 when not throttled). */
export async function accountDelayMs(db: Db, email: string, limits: SignInLimits, now = new Date()): Promise<number> {
  const [row] = await db
    .select()
    .from(signInAttempts)
    .where(inArray(signInAttempts.key, [accountKey(email)]));
  if (!row || row.windowStartedAt.getTime() + windowMs(limits) <= now.getTime()) return 0;
  const over = row.failures - limits.maxFailures;
  return over < 0 ? 0 : Math.min(MAX_ACCOUNT_DELAY_MS, 1000 * 2 ** over);
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
