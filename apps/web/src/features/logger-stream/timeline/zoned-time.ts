/**
 * Clock times in a given IANA timezone through Intl (the app has no dayjs timezone plugin):
 * the zone's offset at a moment, and HH:mm / HH:mm:ss labels.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const labelFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Milliseconds to add to a UTC instant to read the wall clock of `timeZone` at `ts`. */
export function zoneOffsetMs(ts: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(ts)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(ts / 1000) * 1000;
}

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
