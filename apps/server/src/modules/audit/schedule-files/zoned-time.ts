/**
 * A wall-clock time on a station's clock as an instant. Schedule files write local times with no
 * offset, so the station's timezone decides, daylight saving included (docs/schedule-formats.md
 * "Dates and times").
 */

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's clock fields as Intl reads them, one formatter a zone (reports read it too). */
export function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
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

/** The zone's wall-clock time at `ms`, read as if it were UTC. */
export function wallAsUtc(format: Intl.DateTimeFormat, ms: number): number {
  const part = Object.fromEntries(format.formatToParts(ms).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/**
 * The instant the zone's clock reads `wall` (that wall-clock time written as a UTC epoch). Offsets
 * change at most once in two days, so the offsets a day before and a day after are the only
 * candidates. A time the clock skips (the hour lost in spring) keeps the offset before the change,
 * so it lands as far past the jump as it was written into the gap (02:30 reads as 03:30); a time
 * the clock shows twice (the hour repeated in autumn) is its first showing. These are the rules
 * of Temporal's 'compatible' disambiguation and of most calendar programs.
 */
function exactInstant(format: Intl.DateTimeFormat, wall: number): number {
  const offsetBefore = wallAsUtc(format, wall - DAY_MS) - (wall - DAY_MS);
  const offsetAfter = wallAsUtc(format, wall + DAY_MS) - (wall + DAY_MS);
  const earlier = wall - Math.max(offsetBefore, offsetAfter);
  const later = wall - Math.min(offsetBefore, offsetAfter);
  if (wallAsUtc(format, earlier) === wall) return earlier;
  if (wallAsUtc(format, later) === wall) return later;
  return wall - offsetBefore;
}

/**
 * A station clock that turns wall-clock times (written as UTC epochs) into instants. Intl is slow
 * (a year of schedules is 100,000 rows), so a day whose midnight and next midnight share one offset
 * is taken to keep it all day, and only the days the clocks change go through exactInstant.
 * Throws a RangeError for a timezone Intl does not know.
 */
export function zonedClock(timeZone: string): (wall: number) => number {
  const format = wallClockFormat(timeZone);
  const steadyOffsets = new Map<number, number | null>();
  const steadyOffset = (day: number) => {
    let offset = steadyOffsets.get(day);
    if (offset === undefined) {
      const start = day - exactInstant(format, day);
      offset = start === day + DAY_MS - exactInstant(format, day + DAY_MS) ? start : null;
      steadyOffsets.set(day, offset);
    }
    return offset;
  };
  return (wall) => {
    const offset = steadyOffset(wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS));
    return offset === null ? exactInstant(format, wall) : wall - offset;
  };
}
