import { describe, expect, it } from 'vitest';
import { lastDaysRange, rangeBounds, todayUntilNow } from './report-range';

const TZ = 'America/Argentina/Buenos_Aires';
// 01:30 on 2026-03-01 in Buenos Aires (UTC-3), 04:30 UTC.
const NOW = Date.parse('2026-03-01T04:30:00Z');

describe('global report ranges', () => {
  it("counts whole days back from today on the report's clock, across months", () => {
    expect(lastDaysRange(7, TZ, NOW)).toEqual({
      fromDate: '2026-02-23',
      fromTime: '00:00',
      toDate: '2026-03-01',
      toTime: '23:59',
    });
    expect(lastDaysRange(1, 'UTC', Date.parse('2026-03-01T02:00:00Z')).fromDate).toBe('2026-03-01');
    expect(todayUntilNow(TZ, NOW)).toEqual({
      fromDate: '2026-03-01',
      fromTime: '00:00',
      toDate: '2026-03-01',
      toTime: '01:30',
    });
  });

  it('reads the range on its timezone, the last minute whole, and refuses an empty, reversed or future range', () => {
    const today = lastDaysRange(1, TZ, NOW);
    expect(rangeBounds(today, TZ)).toEqual({
      from: Date.parse('2026-03-01T03:00:00Z'),
      to: Date.parse('2026-03-02T03:00:00Z') - 1,
    });
    expect(rangeBounds({ ...today, fromDate: '' }, TZ)).toEqual({ problem: 'incomplete' });
    expect(rangeBounds({ ...today, toTime: '00:00', fromTime: '00:01' }, TZ)).toEqual({ problem: 'order' });
    expect(rangeBounds(today, TZ, { notFuture: true, now: NOW })).toEqual({ problem: 'future' });
    // Up to the current minute is not the future: it ends now.
    expect(rangeBounds(todayUntilNow(TZ, NOW), TZ, { notFuture: true, now: NOW })).toEqual({
      from: Date.parse('2026-03-01T03:00:00Z'),
      to: NOW,
    });
  });
});
