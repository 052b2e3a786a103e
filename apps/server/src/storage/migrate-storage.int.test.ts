import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Env, s3StorageAt, startS3 } from '../../test/s3-server';
import { LocalDiskStorage } from './local-disk.storage';
import { migrateStorage } from './migrate-storage';
import type { S3Storage } from './s3.storage';

const run = promisify(execFile);
const bucket = 'antena-migrated';

describe('storage migration from the local disk to S3', () => {
  let dataDir: string;
  let disk: LocalDiskStorage;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let bucketStorage: S3Storage;
  const env = () => ({
    ...process.env,
    DATA_DIR: dataDir,
    ...s3Env(s3.endpoint, bucket),
  });
  const inBucket = async () => {
    const objects: Record<string, number> = {};
    for await (const object of bucketStorage.list()) objects[object.key] = object.size;
    return objects;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'antena-migrate-'));
    disk = new LocalDiskStorage(path.join(dataDir, 'media'), '', 'k');
    s3 = await startS3(bucket);
    bucketStorage = s3StorageAt(s3.endpoint, bucket);
    await disk.put('stations/s1/segments/2026/03/02/1000.mp3', Buffer.alloc(5000, 1));
    await disk.put('stations/s1/segments/2026/03/02/1000.afpa', Buffer.alloc(300, 2));
    await disk.put('stations/s1/segments/2026/03/03/2000.mp3', Buffer.alloc(4000, 3));
    // A folder with objects of its own beside a subfolder.
    await disk.put('reports/r1/export.zip', Buffer.alloc(700, 4));
    await disk.put('reports/r1/parts/a.csv', Buffer.from('a,b\n'));
    // A put in progress: not an object yet.
    await writeFile(path.join(dataDir, 'media/reports/r1/export.zip.1234.part'), 'half');
  });
  afterAll(async () => {
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every object, then only what changed or arrived since', async () => {
    const first = await migrateStorage(disk, bucketStorage, { concurrency: 2 });
    expect(first).toMatchObject({ listed: 5, copied: 5, copiedBytes: 10_004, skipped: 0, failed: [] });
    expect(await inBucket()).toEqual({
      'stations/s1/segments/2026/03/02/1000.mp3': 5000,
      'stations/s1/segments/2026/03/02/1000.afpa': 300,
      'stations/s1/segments/2026/03/03/2000.mp3': 4000,
      'reports/r1/export.zip': 700,
      'reports/r1/parts/a.csv': 4,
    });
    expect(await bucketStorage.read('reports/r1/parts/a.csv')).toEqual(Buffer.from('a,b\n'));

    expect(await migrateStorage(disk, bucketStorage)).toMatchObject({ listed: 5, copied: 0, skipped: 5 });

    // Recording went on: a new segment, and an object written again with another size.
    await disk.put('stations/s1/segments/2026/03/03/2030.mp3', Buffer.alloc(4100, 5));
    await disk.put('reports/r1/export.zip', Buffer.alloc(900, 6));
    const progress: number[] = [];
    const third = await migrateStorage(disk, bucketStorage, {
      progressEvery: 2,
      onProgress: (at) => progress.push(at.listed),
    });
    expect(third).toMatchObject({ listed: 6, copied: 2, copiedBytes: 5000, skipped: 4, failed: [] });
    expect(progress).toEqual([2, 4, 6, 6]);
    expect((await inBucket())['reports/r1/export.zip']).toBe(900);
  });

  it('runs as npm run storage:migrate, with progress, and names what the bucket lacks', async () => {
    const command = ['--import', 'tsx', 'apps/server/src/commands/storage-migrate.ts'];
    await disk.put('assets/c1/a1/logo.png', Buffer.alloc(50, 7));
    const { stdout } = await run(process.execPath, [...command, '--from', 'local', '--to', 's3'], { env: env() });
    expect(stdout).toContain(`to S3 bucket ${bucket}`);
    expect(stdout).toMatch(
      /7 listed: 1 copied \(0\.0 MB, [\d.]+ MB\/s\), 6 already there, 0 deleted meanwhile, 0 failed/,
    );
    expect((await inBucket())['assets/c1/a1/logo.png']).toBe(50);

    const missing = await run(process.execPath, [...command, '--from', 'local', '--to', 's3'], {
      env: { ...env(), S3_BUCKET: '' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(missing).toMatchObject({ code: 1 });
    expect((missing as { stderr: string }).stderr).toContain('S3_BUCKET: Missing environment variable');

    const gone = await run(process.execPath, [...command, '--from', 'local', '--to', 's3'], {
      env: { ...env(), S3_BUCKET: 'no-such-bucket' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect((gone as { stderr: string }).stderr).toContain('S3 bucket "no-such-bucket": the bucket does not exist');
  }, 60_000);
});
