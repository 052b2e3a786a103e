import { describe, expect, it } from 'vitest';
import { zonedDay } from './zoned-day';

describe('a day on a station clock', () => {
  it('starts at the station midnight, not the server one', () => {
    // 02:00 UTC on 24 Nov is still 23 Nov in Buenos Aires (UTC-3).
    const day = zonedDay('America/Argentina/Buenos_Aires', Date.parse('2026-11-24T02:00:00Z'));
    expect(new Date(day.from).toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(new Date(day.to).toISOString()).toBe('2026-11-24T02:59:59.999Z');
  });

  it('is 23 hours long on the day the clocks go forward', () => {
    const day = zonedDay('Europe/Madrid', Date.parse('2026-03-29T12:00:00Z'));
    expect(new Date(day.from).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(day.to + 1 - day.from).toBe(23 * 3_600_000);
  });
});
