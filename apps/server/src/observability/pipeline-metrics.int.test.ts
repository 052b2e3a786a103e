/**
 * Issue 32.3: each of the pipeline's metrics moves when its event happens, as a scrape of
 * /metrics shows it (segments recorded and lost, gaps, capture restarts, storage errors on both
 * stores, matching delay).
 */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { melody } from '@antena/fingerprint/test-signals';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../../scripts/free-port.mjs';
import { createAuditAudio, createClient, createStation } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { counterValue, metricsText, seriesValue } from '../../test/metrics-text';
import { s3StorageAt } from '../../test/s3-server';
import { mp3Of, recordSegment, SAMPLE_RATE } from '../modules/audit/audit.test-helpers';
import { matchSegment } from '../modules/audit/segment-matching';
import { registerSegment } from '../modules/segments/segment-registry';
import { StationCapture } from '../recorder/station-capture';
import { LocalDiskStorage } from '../storage/local-disk.storage';
import type { Storage } from '../storage/storage';

const BASE = Date.parse('2026-11-20T09:00:00Z');

describe('pipeline metrics', () => {
  let t: TestApp;
  let clientId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    clientId = (await createClient(t.ctx.db)).id;
  });
  afterEach(() => vi.unstubAllEnvs());
  afterAll(async () => t?.close());

  it("counts a registered segment per station, and the hole before it as gap seconds, with the process's roles", async () => {
    const station = await createStation(t.ctx.db, clientId, { format: 'mp3' });
    const labels = { station: station.id };
    const file = path.join(t.ctx.dataDir, 'segment.mp3');
    await writeFile(file, Buffer.alloc(64));
    const register = (startTs: number) =>
      registerSegment(t.ctx, { stationId: station.id, file, startTs, endTs: startTs + 30_000, format: 'mp3' });

    await register(BASE);
    await register(BASE + 30_000);
    // 12 s missing between the second segment's end and the third's start.
    await register(BASE + 72_000);
    // Registered again (a recorder restarted between upload and row): neither counted nor a gap again.
    await register(BASE + 72_000);

    const text = await metricsText(t.app);
    expect(seriesValue(text, 'antena_segments_recorded_total', labels)).toBe(3);
    expect(seriesValue(text, 'antena_recording_gap_seconds_total', labels)).toBe(12);
    expect(seriesValue(text, 'antena_segments_recorded_total', { ...labels, role: 'api,worker,recorder' })).toBe(3);
  });

  it('counts the restarts of a failing capture and a cut whose times it cannot read as lost', async () => {
    const station = await createStation(t.ctx.db, clientId, { format: 'mp3', streamUrl: 'http://127.0.0.1:9/live' });
    const labels = { station: station.id };
    // An "ffmpeg" that lists one cut with no readable times, then fails.
    const fake = path.join(t.ctx.dataDir, 'fake-ffmpeg');
    await writeFile(fake, '#!/bin/sh\necho "cut-0001.mp3,soon,later"\nexit 1\n');
    await chmod(fake, 0o755);
    vi.stubEnv('FFMPEG_PATH', fake);
    const capture = new StationCapture(
      { stationId: station.id, streamUrl: station.streamUrl!, format: 'mp3' },
      { spoolDir: t.ctx.config.spoolDir, segmentSeconds: 30, ctx: t.ctx, log: t.ctx.log },
    );
    capture.start();
    try {
      // The first retry comes after 1 s of backoff: two runs, two restarts.
      await expect
        .poll(() => counterValue(t.app, 'antena_capture_restarts_total', labels), { timeout: 15_000, interval: 200 })
        .toBeGreaterThanOrEqual(2);
    } finally {
      await capture.stop();
    }
    // One cut listed per run: a run stopped before it ended lists one without restarting.
    const lost = await counterValue(t.app, 'antena_segments_lost_total', { ...labels, reason: 'unknown-times' });
    expect(lost).toBeGreaterThanOrEqual(await counterValue(t.app, 'antena_capture_restarts_total', labels));
  }, 30_000);

  it('counts failures of an S3 store that cannot be reached, by operation', async () => {
    const closed = await freePort();
    const storage = s3StorageAt(`http://127.0.0.1:${closed}`, 'media', { client: { maxAttempts: 1 } });
    await expectCountedFailures(storage, ['put', 'stat', 'stream', 'read', 'delete']);
  }, 60_000);

  it('counts failures of a local disk that cannot be written or read, never a missing object', async () => {
    // The store's root is a file: every path under it fails with ENOTDIR.
    const root = path.join(t.ctx.dataDir, 'not-a-directory');
    await writeFile(root, 'x');
    await expectCountedFailures(new LocalDiskStorage(root, '', 'signing-key'), ['put', 'stat', 'stream', 'read']);

    const healthy = new LocalDiskStorage(path.join(t.ctx.dataDir, 'media-ok'), '', 'signing-key');
    await mkdir(path.join(t.ctx.dataDir, 'media-ok'), { recursive: true });
    const before = await storageErrors();
    expect(await healthy.stat('segments/missing.mp3')).toBeNull();
    expect(await healthy.read('segments/missing.mp3')).toBeNull();
    // A body that fails on its own way in is the caller's failure, not the disk's.
    const failing = new Readable({ read: () => undefined });
    setImmediate(() => failing.destroy(Object.assign(new Error('gone'), { code: 'ENOENT' })));
    await expect(healthy.put('segments/a.mp3', failing)).rejects.toThrow('gone');
    expect(await storageErrors()).toEqual(before);
  });

  it("observes the time from a segment's end to its matches", async () => {
    const station = await createStation(t.ctx.db, clientId, { featuresConfig: { audit: { enabled: true } } });
    await createAuditAudio(t.ctx, clientId, {
      stationId: station.id,
      durationMs: 4000,
      content: mp3Of(melody(7, 4), SAMPLE_RATE),
    });
    const segmentId = await recordSegment(t.ctx, station.id, melody(8, 5), BASE, 0);
    const before = await metricsText(t.app);
    const count = (text: string) => seriesValue(text, 'antena_matching_delay_seconds_count') ?? 0;
    const sum = (text: string) => seriesValue(text, 'antena_matching_delay_seconds_sum') ?? 0;

    const matchedAt = Date.now();
    await matchSegment(t.ctx, segmentId);

    const after = await metricsText(t.app);
    expect(count(after) - count(before)).toBe(1);
    // The segment ended at BASE + 5 s, days before it was matched.
    expect(sum(after) - sum(before)).toBeGreaterThanOrEqual((matchedAt - BASE - 5000) / 1000);
  }, 60_000);

  /** The storage errors /metrics shows, by operation. */
  async function storageErrors(): Promise<Record<string, number>> {
    const text = await metricsText(t.app);
    const operations = ['put', 'stat', 'stream', 'read', 'delete'];
    return Object.fromEntries(
      operations.map((operation) => [operation, seriesValue(text, 'antena_storage_errors_total', { operation }) ?? 0]),
    );
  }

  /** Each operation fails against `storage` and counts one error under its name. */
  async function expectCountedFailures(storage: Storage, operations: string[]): Promise<void> {
    const attempts: Record<string, () => Promise<unknown>> = {
      put: () => storage.put('segments/a.mp3', Buffer.from('audio')),
      stat: () => storage.stat('segments/a.mp3'),
      // A local file opens after stream() returns: its failure arrives on the stream.
      stream: async () => {
        const stream = await storage.stream('segments/a.mp3');
        await new Promise((resolve, reject) => stream.once('error', reject).once('end', resolve).resume());
      },
      read: () => storage.read('segments/a.mp3'),
      delete: () => storage.delete('segments/a.mp3'),
    };
    for (const operation of operations) {
      const before = await storageErrors();
      await expect(attempts[operation]!(), operation).rejects.toThrow();
      expect(await storageErrors(), operation).toEqual({ ...before, [operation]: before[operation]! + 1 });
    }
  }
});
