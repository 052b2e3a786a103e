import { describe, expect, it } from 'vitest';
import { zonedClock } from './zoned-time';

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
