/** How the schedule screens write a schedule's tolerance, its confirmation's difference and times. */
import type { Schedule } from '@antena/contract';

/** A time of day on the station's clock, to the second ('matched at 09:15:30'). */
export const formatStationTime = (value: number, timeZone: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(value);

/** A station-local day ('03/10/2026'): a mention belongs to a day, not to a time. */
export const formatStationDay = (value: number, timeZone: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(value);

/** Minutes from the schedule to its match, signed ('+12.5', '−3'): the API's diff has 2 decimals. */
export const formatDiffMinutes = (minutes: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(minutes);

/** The match that confirms a spot schedule: the pairing gives each schedule at most one. */
export const confirmingMatch = (schedule: Schedule) => schedule.matches?.[0] ?? null;

/**
 * Whether a schedule without a match can still be confirmed: its window has not closed yet, so
 * it is pending rather than 'Not aired'.
 */
export const windowOpen = (schedule: Schedule, now = Date.now()): boolean =>
  schedule.datetime + schedule.toleranceConfig.after.value * 60_000 > now;

/** Which sides of a tolerance come from the client's audit configuration rather than the row. */
export function inheritedSides(schedule: Schedule): 'both' | 'before' | 'after' | null {
  const before = schedule.toleranceConfig.before.source === 'INHERITED_FROM_CLIENT_CONFIG';
  const after = schedule.toleranceConfig.after.source === 'INHERITED_FROM_CLIENT_CONFIG';
  if (before && after) return 'both';
  return before ? 'before' : after ? 'after' : null;
}
