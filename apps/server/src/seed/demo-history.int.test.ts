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

  it('records the given minutes of Demo Radio up to now, with waveforms, and nothing for Demo TV', async () => {
    const before = Date.now();
    await seedDemoHistory(t.ctx, 1, 10);
    const radio = await rowsOf('demo-radio');
    expect(radio).toHaveLength(6);
    const last = Math.max(...radio.map((row) => row.endTs));
    expect(last).toBeLessThanOrEqual(Date.now());
    expect(last).toBeGreaterThan(before - 10_000);
    expect(radio.every((row) => row.waveform !== null)).toBe(true);
    expect(await rowsOf('demo-tv')).toEqual([]);
  });

  it('adds nothing once a station has recording, so restarts do not stack history', async () => {
    await seedDemoHistory(t.ctx, 1, 10);
    expect(await rowsOf('demo-radio')).toHaveLength(6);
  });
});
