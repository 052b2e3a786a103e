/**
 * Retention deletes rows before files (issue 14.5): whatever fails between the two, no row is
 * left pointing at a deleted file, and a rerun does not fail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { segments } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { enforceRetention } from './retention';
import { DAY_MS } from './segment-registry';

describe('retention order', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('removes the rows even when a file delete fails, and a rerun does not fail', async () => {
    const client = await createClient(ctx.db, { retentionDays: 1 });
    const station = await createStation(ctx.db, client.id, { format: 'mp3' });
    const now = Date.now();
    const old = now - 3 * DAY_MS;
    for (const startTs of [old, old + 30_000, now - 60_000]) {
      const key = `test/${station.id}/${startTs}.mp3`;
      const stored = await ctx.storage.put(key, Buffer.from('audio'));
      await ctx.db.insert(segments).values({
        stationId: station.id,
        startTs,
        endTs: startTs + 30_000,
        durationMs: 30_000,
        format: 'mp3',
        codec: 'mp3',
        bytes: stored.size,
        storageKey: key,
      });
    }
    // The first file goes, then storage fails: as a crash between files would leave it.
    let deletes = 0;
    const failing: Storage = Object.create(ctx.storage, {
      delete: {
        value: async (key: string) => {
          deletes += 1;
          if (deletes > 1) throw new Error('storage unavailable');
          await ctx.storage.delete(key);
        },
      },
    }) as Storage;

    expect(await enforceRetention({ ...ctx, storage: failing }, now)).toBe(2);
    const left = await ctx.db.select().from(segments).where(eq(segments.stationId, station.id));
    expect(left).toHaveLength(1);
    for (const row of left) expect(await ctx.storage.stat(row.storageKey)).not.toBeNull();
    expect(await enforceRetention(ctx, now)).toBe(0);
  });
});
