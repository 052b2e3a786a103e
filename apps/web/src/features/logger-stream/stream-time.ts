/**
 * Times of the stream screen, always on the station's clock (STYLE: station screens show the
 * station's timezone): labels, and the date picker's wall-clock values to and from epoch ms.
 */
import { stationDateTime, zonedInstant } from '@antena/contract';

/** Date and time with seconds and the zone's short name, in the interface language. */
export function formatStreamTime(ts: number, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'long',
  }).format(ts);
}

/** The date ('YYYY-MM-DD') and time ('HH:mm') field values of `ts` on the station's clock. */
export function toZonedInputs(ts: number, timeZone: string): { date: string; time: string } {
  const { date, time } = stationDateTime(timeZone, ts);
  return { date, time: time.slice(0, 5) };
}

/**
 * The moment a date ('YYYY-MM-DD') and time ('HH:mm' or 'HH:mm:ss') name on the station's clock,
 * or null when they do not parse; a time the clock skips or shows twice as `zonedInstant` reads it.
 */
export function fromZonedInputs(date: string, time: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!match || !clock) return null;
  const wall = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(clock[1]),
    Number(clock[2]),
    Number(clock[3] ?? 0),
  );
  if (!Number.isFinite(wall)) return null;
  return zonedInstant(timeZone, wall);
}
