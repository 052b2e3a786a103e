import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatOffset, zoneLabel } from './zoned-time';

describe('zoned time', () => {
  it('dates a moment on the calendar of the station zone, not the browser', () => {
    // 01:00 UTC on 2026-11-24 is still the 23rd in Buenos Aires.
    expect(formatDate(Date.UTC(2026, 10, 24, 1, 0), 'America/Argentina/Buenos_Aires')).toBe('2026-11-23');
    expect(formatDate(Date.UTC(2026, 10, 24, 1, 0), 'UTC')).toBe('2026-11-24');
  });

  it('names the zone with its offset', () => {
    const ts = Date.UTC(2026, 10, 24, 12, 0);
    expect(formatOffset(ts, 'America/Argentina/Buenos_Aires')).toBe('UTC−03:00');
    expect(formatOffset(ts, 'Asia/Kolkata')).toBe('UTC+05:30');
    expect(zoneLabel(ts, 'UTC')).toBe('UTC (UTC+00:00)');
  });

  it('reads a duration in whole seconds', () => {
    expect(formatDuration(125_400)).toBe('2:05');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
  });
});
