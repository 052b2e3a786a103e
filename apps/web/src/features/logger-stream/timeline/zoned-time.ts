/**
 * Clock labels in a given IANA timezone through Intl (the app has no dayjs timezone plugin):
 * HH:mm / HH:mm:ss, the date and the zone's offset. The clock itself (offsets, station days) is
 * the contract's station-time module.
 */
import { stationDay, zoneOffsetMs } from '@antena/contract';

const labelFormatters = new Map<string, Intl.DateTimeFormat>();

/** `HH:mm`, or `HH:mm:ss` with seconds, on the 24-hour clock of `timeZone`. */
export function formatClock(ts: number, timeZone: string, withSeconds: boolean): string {
  const key = `${timeZone}|${withSeconds}`;
  let formatter = labelFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      ...(withSeconds ? { second: '2-digit' } : {}),
    });
    labelFormatters.set(key, formatter);
  }
  return formatter.format(ts);
}

/** `YYYY-MM-DD` on the calendar of `timeZone`: the same in every language, never read as US or EU order. */
export const formatDate = (ts: number, timeZone: string): string => stationDay(timeZone, ts);

/** `UTC−03:00`: the offset of `timeZone` at `ts`, for naming the zone beside its name. */
export function formatOffset(ts: number, timeZone: string): string {
  const minutes = Math.round(zoneOffsetMs(timeZone, ts) / 60_000);
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** `America/Argentina/Buenos_Aires (UTC−03:00)`. */
export const zoneLabel = (ts: number, timeZone: string) => `${timeZone} (${formatOffset(ts, timeZone)})`;

/** `1:02:03` or `2:03`: a duration in whole seconds. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
