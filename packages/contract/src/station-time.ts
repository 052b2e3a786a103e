/**
 * Times on a station's clock, shared by the server and the web app: the station day an instant
 * falls on, the span of a station day, the wall-clock fields of an instant, and the instant a
 * wall-clock time names. Stations keep an IANA timezone; everything here goes through Intl (no
 * timezone library), with one formatter per zone, so the same instant reads the same on both
 * sides whatever zone the process or the browser runs in.
 *
 * A wall-clock time travels as a "wall" number: the clock's fields written as a UTC epoch
 * (`Date.UTC(year, month - 1, day, hour, minute, second)`), so date arithmetic on it never meets
 * a DST hour.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's clock fields as Intl reads them, one formatter a zone. Throws a RangeError for an unknown zone. */
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's wall-clock time at `ms` (to the second) written as a UTC epoch. */
export function wallAsUtc(timeZone: string, ms: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of clockFormat(timeZone).formatToParts(ms)) {
    if (type !== 'literal') part[type] = Number(value);
  }
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/** Milliseconds to add to the instant `ms` (taken to the whole second) to read the clock of `timeZone`. */
export function zoneOffsetMs(timeZone: string, ms: number): number {
  return wallAsUtc(timeZone, ms) - Math.floor(ms / 1000) * 1000;
}

/** The date (`YYYY-MM-DD`) and time (`HH:mm:ss`) the clock of `timeZone` shows at `ms`. */
export function stationDateTime(timeZone: string, ms: number): { date: string; time: string } {
  const iso = new Date(wallAsUtc(timeZone, ms)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** The station-local date (`YYYY-MM-DD`) of an instant: the day a schedule, a match or a run belongs to. */
export const stationDay = (timeZone: string, ms: number): string => stationDateTime(timeZone, ms).date;

/** The instant the zone's clock reads midnight of the UTC-dated `day` (its offset checked twice, for DST). */
function zonedMidnight(timeZone: string, day: number): number {
  let instant = day - (wallAsUtc(timeZone, day) - day);
  instant = day - (wallAsUtc(timeZone, instant) - instant);
  return instant;
}

/**
 * The span, in epoch ms and both ends included, of the calendar day that `at` falls on in
 * `timeZone` (23 or 25 hours on the days the clocks change).
 */
export function zonedDay(timeZone: string, at = Date.now()): { from: number; to: number } {
  const wall = new Date(wallAsUtc(timeZone, at));
  const day = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  return { from: zonedMidnight(timeZone, day), to: zonedMidnight(timeZone, day + DAY_MS) - 1 };
}

/** The instant a station-local date (`YYYY-MM-DD`) starts. */
export function dayStart(timeZone: string, day: string): number {
  const noon = Date.parse(`${day}T12:00:00Z`);
  // Every zone is within 14 hours of UTC: one of these instants is on `day` on the station's clock.
  const at = [noon, noon - 12 * HOUR_MS, noon + 12 * HOUR_MS].find((ms) => stationDay(timeZone, ms) === day) ?? noon;
  return zonedDay(timeZone, at).from;
}

/**
 * The instant the clock of `timeZone` reads `wall`. Offsets change at most once in two days, so
 * the offsets a day before and a day after are the only candidates. A time the clock skips (the
 * hour lost in spring) keeps the offset before the change, so it lands as far past the jump as it
 * was written into the gap (02:30 reads as 03:30); a time the clock shows twice (the hour repeated
 * in autumn) is its first showing. These are the rules of Temporal's 'compatible' disambiguation
 * and of most calendar programs.
 */
export function zonedInstant(timeZone: string, wall: number): number {
  const offsetBefore = wallAsUtc(timeZone, wall - DAY_MS) - (wall - DAY_MS);
  const offsetAfter = wallAsUtc(timeZone, wall + DAY_MS) - (wall + DAY_MS);
  const earlier = wall - Math.max(offsetBefore, offsetAfter);
  const later = wall - Math.min(offsetBefore, offsetAfter);
  if (wallAsUtc(timeZone, earlier) === wall) return earlier;
  if (wallAsUtc(timeZone, later) === wall) return later;
  return wall - offsetBefore;
}

/**
 * zonedInstant for many walls of one zone (a year of schedules is 100,000 rows, and Intl is slow):
 * a day whose midnight and next midnight share one offset is taken to keep it all day, and only
 * the days the clocks change go through zonedInstant. Throws a RangeError for an unknown zone.
 */
export function zonedClock(timeZone: string): (wall: number) => number {
  clockFormat(timeZone);
  const steadyOffsets = new Map<number, number | null>();
  const steadyOffset = (day: number) => {
    let offset = steadyOffsets.get(day);
    if (offset === undefined) {
      const start = day - zonedInstant(timeZone, day);
      offset = start === day + DAY_MS - zonedInstant(timeZone, day + DAY_MS) ? start : null;
      steadyOffsets.set(day, offset);
    }
    return offset;
  };
  return (wall) => {
    const offset = steadyOffset(wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS));
    return offset === null ? zonedInstant(timeZone, wall) : wall - offset;
  };
}

/**
 * wallAsUtc for many instants of one zone (a report of 200,000 rows): the offset is kept per
 * quarter hour, as zones change offset only at quarter-hour instants (offsets are whole quarter
 * hours and changes happen on the local hour or half hour). Throws a RangeError for an unknown zone.
 */
export function wallClock(timeZone: string): (ms: number) => number {
  const quarterMs = HOUR_MS / 4;
  const offsets = new Map<number, number>();
  clockFormat(timeZone);
  return (ms) => {
    const quarter = Math.floor(ms / quarterMs);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const start = quarter * quarterMs;
      offset = wallAsUtc(timeZone, start) - start;
      offsets.set(quarter, offset);
    }
    return ms + offset;
  };
}
