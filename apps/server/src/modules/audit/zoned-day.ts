/**
 * The span of one calendar day on a station's clock, in epoch ms: the audio list's default range
 * is "today in the station's timezone" (spec 03 section 9), whatever the server's own zone.
 */
const wallClock = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** The zone's wall-clock time at `ms`, read as if it were UTC. */
function wallAsUtc(format: Intl.DateTimeFormat, ms: number): number {
  const part = Object.fromEntries(format.formatToParts(ms).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/** The instant the zone's clock reads midnight of the UTC-dated `day` (its offset checked twice, for DST). */
function zonedMidnight(format: Intl.DateTimeFormat, day: number): number {
  let instant = day - (wallAsUtc(format, day) - day);
  instant = day - (wallAsUtc(format, instant) - instant);
  return instant;
}

export function zonedDay(timeZone: string, at = Date.now()): { from: number; to: number } {
  const format = wallClock(timeZone);
  const wall = new Date(wallAsUtc(format, at));
  const day = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  return { from: zonedMidnight(format, day), to: zonedMidnight(format, day + 86_400_000) - 1 };
}
