/** DEMO_HISTORY_MINUTES: the demo audio stations get past recording once, the video one none. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { segments, stations } from '../db/schema';
import { seedDemoHistory } from './demo-history';
import { seedDemo } from './demo.seed';

describe('demo history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemo(t.ctx.db, { dataDir: t.ctx.dataDir, password: 'demo-history-password', superadmin: true });
  });
  afterAll(async () => t?.close());

  const rowsOf = async (slug: string) =>
    t.ctx.db
      .select({ startTs: segments.startTs, endTs: segments.endTs, waveform: segments.waveform })
      .from(segments)
      .innerJoin(stations, eq(stations.id, segments.stationId))
      .where(eq(stations.slug, slug));

  it('records the given minutes of Demo Radio up to the end of the current segment, with waveforms, and nothing for Demo TV', async () => {
    const before = Date.now();
    await seedDemoHistory(t.ctx, 1, 10);
    const radio = await rowsOf('demo-radio');
    // A minute, and a segment more if generating it crossed a boundary.
    expect(radio.length).toBeGreaterThanOrEqual(6);
    expect(radio.length).toBeLessThanOrEqual(7);
    // It ends at the end of the current 10 s segment, where the first live segment starts.
    const last = Math.max(...radio.map((row) => row.endTs));
    expect(last % 10_000).toBe(0);
    expect(last).toBeGreaterThanOrEqual(Date.now());
    expect(last).toBeLessThanOrEqual(Date.now() + 10_000);
    expect(Math.min(...radio.map((row) => row.startTs))).toBeGreaterThanOrEqual(before - 10_000 - 70_000);
    const starts = radio.map((row) => row.startTs).sort((a, b) => a - b);
    const ends = new Set(radio.map((row) => row.endTs));
    expect(starts.slice(1).every((start) => ends.has(start))).toBe(true);
    expect(radio.every((row) => row.waveform !== null)).toBe(true);
    expect(await rowsOf('demo-tv')).toEqual([]);
  });

  it('adds nothing once a station has recording, so restarts do not stack history', async () => {
    const count = (await rowsOf('demo-radio')).length;
    await seedDemoHistory(t.ctx, 1, 10);
    expect(await rowsOf('demo-radio')).toHaveLength(count);
  });
});
