import { describe, expect, it } from 'vitest';
import { axisFormat, axisTicks, tickCount, tickStep } from './axis';

const MINUTE = 60_000;
// 2026-03-02 15:00:00 in Buenos Aires (UTC-3).
const AT_15H = Date.UTC(2026, 2, 2, 18, 0, 0);
const BA = 'America/Argentina/Buenos_Aires';

describe('axis format', () => {
  it('shows seconds up to a 13.2 minute span and HH:mm above it', () => {
    expect(axisFormat(13.2 * MINUTE)).toBe('seconds');
    expect(axisFormat(13.2 * MINUTE + 1)).toBe('minutes');
    expect(axisFormat(15 * MINUTE)).toBe('minutes');
  });

  it('labels ticks with seconds or without them', () => {
    const seconds = axisTicks({ from: AT_15H, to: AT_15H + 10 * MINUTE }, 1000, BA);
    expect(seconds[0]!.label).toBe('15:00:00');
    const minutes = axisTicks({ from: AT_15H, to: AT_15H + 60 * MINUTE }, 1000, BA);
    expect(minutes[0]!.label).toBe('15:00');
    expect(minutes.every((tick) => /^\d\d:\d\d$/.test(tick.label))).toBe(true);
  });
});

describe('tick count', () => {
  it('is width/100 under 500 px and width/90 from 500 px', () => {
    expect(tickCount(499)).toBe(4);
    expect(tickCount(500)).toBe(5);
    expect(tickCount(900)).toBe(10);
    expect(tickCount(1800)).toBe(20);
    expect(tickCount(0)).toBe(0);
  });

  it('never draws more ticks than the count allows', () => {
    for (const width of [320, 499, 500, 798, 1366]) {
      const ticks = axisTicks({ from: AT_15H + 7_777, to: AT_15H + 15 * MINUTE + 7_777 }, width, BA);
      expect(ticks.length).toBeLessThanOrEqual(tickCount(width));
      expect(ticks.length).toBeGreaterThan(0);
    }
  });
});

describe('tick positions', () => {
  it('falls on round clock times, placed in proportion to the width', () => {
    const range = { from: AT_15H - 30_000, to: AT_15H + 15 * MINUTE - 30_000 };
    const ticks = axisTicks(range, 900, BA);
    expect(tickStep(15 * MINUTE, 10)).toBe(2 * MINUTE);
    expect(ticks.map((tick) => tick.label)).toEqual([
      '15:00',
      '15:02',
      '15:04',
      '15:06',
      '15:08',
      '15:10',
      '15:12',
      '15:14',
    ]);
    expect(ticks[0]!.ts).toBe(AT_15H);
    expect(ticks[0]!.x).toBeCloseTo(30, 5);
    expect(ticks[1]!.x - ticks[0]!.x).toBeCloseTo(120, 5);
  });

  it('aligns on the wall clock of a half-hour zone', () => {
    const ticks = axisTicks({ from: AT_15H, to: AT_15H + 6 * 60 * MINUTE }, 600, 'Asia/Kolkata');
    expect(ticks.every((tick) => tick.label.endsWith(':00'))).toBe(true);
  });

  it('dates the first tick of a new day when the range crosses midnight in the station zone', () => {
    // 23:30 to 00:30 in Buenos Aires, that is 02:30 to 03:30 UTC on 2026-03-03.
    const from = Date.UTC(2026, 2, 3, 2, 30);
    const labels = axisTicks({ from, to: from + 60 * MINUTE }, 1000, BA).map((tick) => tick.label);
    expect(labels).toContain('23:50');
    expect(labels).toContain('2026-03-03 00:00');
    expect(labels).toContain('00:10');
    expect(labels.filter((label) => label.includes('2026-'))).toHaveLength(1);
  });
});
