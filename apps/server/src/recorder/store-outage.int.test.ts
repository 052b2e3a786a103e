/**
 * A recorder whose object store cannot be reached loses no segment: each finished file stays
 * in the spool with its journal line, and the next start of the station's capture registers
 * them once the store answers again (docs/storage.md).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_SOURCES } from '@antena/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { s3StorageAt, startS3 } from '../../test/s3-server';
import { segments } from '../db/schema';
import { readJournal } from './spool';
import { startRecorder } from './recorder';

const bucket = 'antena-media';

describe('recording while the object store is unreachable', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3>>;
  const storageAt = (endpoint: string) => s3StorageAt(endpoint, bucket, { client: { maxAttempts: 1 } });

  beforeAll(async () => {
    t = await buildTestApp({ SEGMENT_SECONDS: '2' });
    s3 = await startS3(bucket);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('keeps every finished segment in the spool, then registers them when the store is back', async () => {
    const client = await createClient(t.ctx.db, { name: 'Radio Norte' });
    const station = await createStation(t.ctx.db, client.id, { format: 'mp3', streamUrl: DEMO_SOURCES.audio });
    // Port 9 (discard) answers nothing here: every put is refused.
    t.ctx.storage = storageAt('http://127.0.0.1:9');
    const down = await startRecorder(t.ctx, { tickMs: 500 });
    await new Promise((resolve) => setTimeout(resolve, 7000));
    await down.stop();

    expect(await t.ctx.db.select().from(segments).where(eq(segments.stationId, station.id))).toEqual([]);
    const stationDir = path.join(t.ctx.config.spoolDir, station.id);
    const journaled = (
      await Promise.all((await readdir(stationDir)).map((run) => readJournal(path.join(stationDir, run))))
    ).flat();
    expect(journaled.length).toBeGreaterThanOrEqual(2);

    t.ctx.storage = storageAt(s3.endpoint);
    const up = await startRecorder(t.ctx, { tickMs: 500 });
    try {
      const deadline = Date.now() + 15_000;
      const registered = async () =>
        (await t.ctx.db.select().from(segments).where(eq(segments.stationId, station.id))).filter((row) =>
          journaled.some((entry) => entry.startTs === row.startTs),
        );
      while ((await registered()).length < journaled.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const rows = await registered();
      expect(rows).toHaveLength(journaled.length);
      for (const row of rows)
        expect(await t.ctx.storage.stat(row.storageKey)).toEqual({ key: row.storageKey, size: row.bytes });
    } finally {
      await up.stop();
    }
  }, 45_000);
});
