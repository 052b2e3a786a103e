import { describe, expect, it } from 'vitest';
import { fromZonedInputs, toZonedInputs } from './stream-time';

describe('stream times on the station clock', () => {
  it('reads and writes the picker values in the station timezone', () => {
    const ts = Date.UTC(2026, 10, 21, 14, 5, 0);
    expect(toZonedInputs(ts, 'America/Argentina/Buenos_Aires')).toEqual({ date: '2026-11-21', time: '11:05' });
    expect(fromZonedInputs('2026-11-21', '11:05', 'America/Argentina/Buenos_Aires')).toBe(ts);
    expect(fromZonedInputs('2026-11-21', '15:05', 'Europe/Madrid')).toBe(ts);
  });

  it('crosses midnight and DST changes', () => {
    expect(fromZonedInputs('2026-11-22', '00:30', 'Asia/Tokyo')).toBe(Date.UTC(2026, 10, 21, 15, 30));
    // Madrid's summer time: UTC+2.
    expect(fromZonedInputs('2026-07-01', '12:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 6, 1, 10, 0));
  });

  it('refuses values that do not parse', () => {
    expect(fromZonedInputs('', '10:00', 'UTC')).toBeNull();
    expect(fromZonedInputs('2026-11-21', '10h', 'UTC')).toBeNull();
  });
});
