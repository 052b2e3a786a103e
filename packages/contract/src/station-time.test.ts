import { describe, expect, it } from 'vitest';
import {
  dayStart,
  stationDateTime,
  stationDay,
  wallClock,
  zonedClock,
  zonedDay,
  zonedInstant,
  zoneOffsetMs,
} from './station-time';

const at = (timeZone: string, wall: string) => new Date(zonedClock(timeZone)(Date.parse(`${wall}Z`))).toISOString();

describe('a wall-clock time on a station clock', () => {
  it('is three hours behind UTC all year in Buenos Aires', () => {
    expect(at('America/Argentina/Buenos_Aires', '2026-01-15T23:30:00')).toBe('2026-01-16T02:30:00.000Z');
    expect(at('America/Argentina/Buenos_Aires', '2026-07-15T10:00:00')).toBe('2026-07-15T13:00:00.000Z');
  });

  it('follows summer time in Madrid', () => {
    expect(at('Europe/Madrid', '2026-01-15T10:00:00')).toBe('2026-01-15T09:00:00.000Z');
    expect(at('Europe/Madrid', '2026-07-15T10:00:00')).toBe('2026-07-15T08:00:00.000Z');
  });

  it('moves a time the clock skips forward by the gap (02:30 on 29 March reads 03:30)', () => {
    expect(at('Europe/Madrid', '2026-03-29T01:59:59')).toBe('2026-03-29T00:59:59.000Z');
    expect(at('Europe/Madrid', '2026-03-29T02:30:00')).toBe('2026-03-29T01:30:00.000Z');
    expect(at('Europe/Madrid', '2026-03-29T03:00:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first of a time the clock shows twice (02:30 on 25 October, still summer time)', () => {
    expect(at('Europe/Madrid', '2026-10-25T02:30:00')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('Europe/Madrid', '2026-10-25T03:00:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('reads back as the same wall time every half hour of a year, the changes included', () => {
    const toInstant = zonedClock('Europe/Madrid');
    const show = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Madrid',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const wrong: string[] = [];
    for (let wall = Date.UTC(2026, 0, 1); wall < Date.UTC(2027, 0, 1); wall += 1_800_000) {
      const written = new Date(wall).toISOString().slice(0, 19).replace('T', ' ');
      const skipped = written.startsWith('2026-03-29 02:');
      if (!skipped && show.format(toInstant(wall)) !== written) wrong.push(written);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a timezone that does not exist', () => {
    expect(() => zonedClock('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

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

  it('names the station date of an instant, and where that date starts', () => {
    expect(stationDay('America/Argentina/Buenos_Aires', Date.parse('2027-01-01T02:30:00Z'))).toBe('2026-12-31');
    expect(stationDay('Europe/Madrid', Date.parse('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(new Date(dayStart('Pacific/Kiritimati', '2026-05-01')).toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(new Date(dayStart('Pacific/Pago_Pago', '2026-05-01')).toISOString()).toBe('2026-05-01T11:00:00.000Z');
  });
});

describe('the clock fields of an instant', () => {
  it('reads date, time and offset on the station clock, midnight as 00', () => {
    const at = Date.parse('2026-11-24T03:00:00.900Z');
    expect(stationDateTime('America/Argentina/Buenos_Aires', at)).toEqual({ date: '2026-11-24', time: '00:00:00' });
    expect(zoneOffsetMs('America/Argentina/Buenos_Aires', at)).toBe(-3 * 3_600_000);
    expect(zoneOffsetMs('Asia/Kolkata', at)).toBe(5.5 * 3_600_000);
  });

  it('keeps the offset per quarter hour for many rows, and agrees with the exact instant', () => {
    const clock = wallClock('Europe/Madrid');
    const change = Date.parse('2026-10-25T01:00:00Z');
    expect(clock(change - 1) - (change - 1)).toBe(2 * 3_600_000);
    expect(clock(change) - change).toBe(3_600_000);
    expect(zonedInstant('Europe/Madrid', Date.UTC(2026, 6, 15, 10))).toBe(Date.parse('2026-07-15T08:00:00Z'));
  });
});

describe('wallClock', () => {
  it('follows daylight saving changes', () => {
    const madrid = wallClock('Europe/Madrid');
    // 2026-03-29 01:00 UTC Madrid moves from UTC+1 to UTC+2.
    expect(new Date(madrid(Date.UTC(2026, 2, 29, 0, 59))).toISOString()).toBe('2026-03-29T01:59:00.000Z');
    expect(new Date(madrid(Date.UTC(2026, 2, 29, 1, 0))).toISOString()).toBe('2026-03-29T03:00:00.000Z');
  });

  it('keeps a zone with a quarter-hour offset', () => {
    expect(new Date(wallClock('Asia/Kathmandu')(Date.UTC(2026, 0, 1, 0, 0))).toISOString()).toBe(
      '2026-01-01T05:45:00.000Z',
    );
  });
});
