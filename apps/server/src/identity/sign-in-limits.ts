/**
 * Throttling of sign-ins, shared by every API instance through `sign_in_attempts`: one counter
 * per address (`ip:<ip>`) and one per account (`account:<email>`). A fixed window starts at the
 * first counted attempt. An attempt is counted before its password is checked, by one atomic
 * upsert that returns the new count, so parallel attempts each see their own place in the
 * window and cannot all pass the limit at once. An address whose count goes past `maxFailures`
 * inside the window is refused until the window ends: that is where a guesser sits. An account
 * is never refused, since anyone who knows an e-mail address could then lock its owner out:
 * past `maxFailures` attempts, every attempt on it waits a delay that doubles with each further
 * one (up to a cap), which slows guessing from many addresses while the owner's right password
 * still signs in. A success clears the account's counter and takes its own attempt back off the
 * address's counter (the address's earlier failures stay: one account of its own must not let a
 * guesser reset its limit).
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { signInAttempts } from '../db/schema';

export interface SignInLimits {
  maxFailures: number;
  windowMinutes: number;
}

/** One counted attempt: how many the key has in its window, this one included. */
export interface CountedAttempt {
  key: string;
  count: number;
  windowStartedAt: Date;
}

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

const windowMs = (limits: SignInLimits) => limits.windowMinutes * 60_000;

/**
 * Counts one attempt against `key` in a single statement (INSERT … ON CONFLICT DO UPDATE …
 * RETURNING: the row lock orders parallel attempts), starting a new window where the last one
 * has ended.
 */
export async function countAttempt(
  db: Db,
  key: string,
  limits: SignInLimits,
  now = new Date(),
): Promise<CountedAttempt> {
  const windowEndedBefore = new Date(now.getTime() - windowMs(limits));
  const stale = sql`${signInAttempts.windowStartedAt} <= ${windowEndedBefore}`;
  const [row] = await db
    .insert(signInAttempts)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${signInAttempts.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${stale} THEN ${now} ELSE ${signInAttempts.windowStartedAt} END`,
      },
    })
    .returning({ count: signInAttempts.failures, windowStartedAt: signInAttempts.windowStartedAt });
  if (!row) throw new Error(`sign-in attempt on ${key} was not counted`);
  return { key, count: row.count, windowStartedAt: row.windowStartedAt };
}

/**
 * When a counted attempt is over the limit: the minutes (rounded up, at least 1) until its
 * window ends. Null when it may go on to the password.
 */
export function refusedForMinutes(attempt: CountedAttempt, limits: SignInLimits, now = new Date()): number | null {
  const ends = attempt.windowStartedAt.getTime() + windowMs(limits);
  if (attempt.count <= limits.maxFailures || ends <= now.getTime()) return null;
  return Math.max(1, Math.ceil((ends - now.getTime()) / 60_000));
}

/** The longest an attempt on a guessed-at account waits. */
export const MAX_ACCOUNT_DELAY_MS = 8_000;

/**
 * How long a counted attempt on an account waits before its password is checked: nothing for
 * the first `maxFailures` of a window, then 1 s doubling with each further attempt.
 */
export function accountDelayMs(attempt: CountedAttempt, limits: SignInLimits): number {
  const over = attempt.count - 1 - limits.maxFailures;
  return over < 0 ? 0 : Math.min(MAX_ACCOUNT_DELAY_MS, 1000 * 2 ** over);
}

/** Takes a successful attempt back off its counter (only while the window it was counted in lasts). */
export async function uncountAttempt(db: Db, attempt: CountedAttempt): Promise<void> {
  await db
    .update(signInAttempts)
    .set({ failures: sql`GREATEST(${signInAttempts.failures} - 1, 0)` })
    .where(and(eq(signInAttempts.key, attempt.key), eq(signInAttempts.windowStartedAt, attempt.windowStartedAt)));
}

export async function clearAttempts(db: Db, keys: string[]): Promise<void> {
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
