/**
 * Issue 32: a range export of an S3 installation reads its segments from the bucket while ffmpeg
 * cuts, never copying them to local disk (stored-input.ts), and cuts the same bytes as from the
 * local disk. Every local file that exists when a read of a segment ends is looked at: only the
 * export's own output may be there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { recordMp3Segments } from '../../../test/mp3-segments';
import { s3StorageAt, startS3 } from '../../../test/s3-server';
import { LocalDiskStorage } from '../../storage/local-disk.storage';
import type { Storage } from '../../storage/storage';
import { renderRangeExport, streamRangeExport } from './range-export';

const bucket = 'antena-media';
const FROM = Date.parse('2026-11-10T10:00:00Z');

/** Every file under `dir`, at any depth. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('range exports from S3 storage', () => {
  let t: TestContext;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let scratch: string;
  let savedTmpdir: string | undefined;
  let stationId: string;
  /** The local files seen each time a read of a segment object closed. */
  const seen: string[] = [];
  let reads = 0;
  let bucketStorage: Storage;
  let s3Storage: Storage;
  let keys: string[];

  beforeAll(async () => {
    t = await createTestContext();
    s3 = await startS3(bucket);
    s3Storage = s3StorageAt(s3.endpoint, bucket);
    // The bucket, with a look at the local temporary files whenever a segment has been read.
    bucketStorage = Object.assign(Object.create(s3Storage) as Storage, {
      async stream(key: string, range?: { start: number; end: number }) {
        const body = await s3Storage.stream(key, range);
        if (key.endsWith('.mp3'))
          body.once('close', () => {
            reads += 1;
            seen.push(...filesUnder(scratch));
          });
        return body;
      },
    });
    const station = await createStation(t.db, (await createClient(t.db)).id, { format: 'mp3' });
    stationId = station.id;
    const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=12'];
    const rows = await recordMp3Segments({ db: t.db, storage: s3Storage }, stationId, tone, {
      startTs: FROM,
      segmentSeconds: 5,
    });
    keys = rows.map((row) => row.storageKey);
    // Temporary folders go to a folder of this test's, so that every file in it is the export's.
    scratch = await mkdtemp(path.join(tmpdir(), 'antena-s3-export-'));
    savedTmpdir = process.env.TMPDIR;
    process.env.TMPDIR = scratch;
  });
  afterAll(async () => {
    if (savedTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmpdir;
    await rm(scratch, { recursive: true, force: true });
    await s3.close();
    await t.close();
  });

  it('cuts a download and a playback without a local copy of any segment, as from the local disk', async () => {
    // Across all three segments, trimmed at both ends.
    const range = { from: FROM + 1500, to: FROM + 11_000 };
    const download = await renderRangeExport({ db: t.db, storage: bucketStorage }, stationId, range, 'mp3');
    expect(download).not.toBeNull();
    const downloaded = readFileSync(download!.file);
    await download!.dispose();
    const played = await collect(
      (await streamRangeExport({ db: t.db, storage: bucketStorage }, stationId, range, 'mp3', t.log))!,
    );

    expect(reads).toBeGreaterThanOrEqual(6);
    expect(seen.filter((file) => !path.basename(file).startsWith('export.'))).toEqual([]);
    expect(filesUnder(scratch)).toEqual([]);

    // The same objects on the local disk cut to the same bytes.
    process.env.TMPDIR = savedTmpdir ?? tmpdir();
    const disk = new LocalDiskStorage(path.join(t.dataDir, 'media'), '', 'k');
    for (const key of s3.objectSizes().keys()) await disk.put(key, await s3.read(key));
    const local = await renderRangeExport({ db: t.db, storage: disk }, stationId, range, 'mp3');
    expect(downloaded.equals(readFileSync(local!.file))).toBe(true);
    await local!.dispose();
    expect(played.length).toBeGreaterThan(downloaded.length / 2);
  });

  it('fails a cut whose segment the store stops sending midway, instead of ending it short', async () => {
    // The second segment's body fails at its first bytes, as a store that goes away does.
    const failing = Object.assign(Object.create(s3Storage) as Storage, {
      async stream(key: string, range?: { start: number; end: number }) {
        const body = await s3Storage.stream(key, range);
        if (key !== keys[1]) return body;
        const broken = new PassThrough();
        body.once('data', () => {
          body.destroy();
          broken.destroy(new Error('the store went away'));
        });
        return broken;
      },
    });
    const range = { from: FROM + 1500, to: FROM + 11_000 };
    await expect(renderRangeExport({ db: t.db, storage: failing }, stationId, range, 'mp3')).rejects.toThrow(
      'the store went away',
    );
    const played = (await streamRangeExport({ db: t.db, storage: failing }, stationId, range, 'mp3', t.log))!;
    await expect(collect(played)).rejects.toThrow('the store went away');
  });
});
