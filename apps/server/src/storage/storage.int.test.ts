/**
 * The shared storage suite (test/storage-suite.ts) against the local disk and against S3 on a
 * real S3-compatible server (s3rver) started here on a free port.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteBucketCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3StorageAt, s3TargetAt, startS3 } from '../../test/s3-server';
import { storageSuite } from '../../test/storage-suite';
import { checkStorage, createS3Storage } from './create-storage';
import { LocalDiskStorage } from './local-disk.storage';
import { createS3Client } from './s3-client';

/** The smallest part S3 (and lib-storage) takes: the large object then has three. */
const PART_SIZE = 5 * 1024 * 1024;

storageSuite('local disk', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'antena-storage-suite-'));
  return {
    storage: new LocalDiskStorage(root, '', 'signing-key'),
    partSize: 0,
    close: () => rm(root, { recursive: true, force: true }),
  };
});

/**
 * A TCP relay to `port` that cuts every connection and stops listening once `afterBytes` of
 * requests have passed: a store that goes away in the middle of an upload.
 */
async function vanishingRelay(port: number, afterBytes: number) {
  const sockets = new Set<net.Socket>();
  let passed = 0;
  const relay = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk: Buffer) => {
      passed += chunk.length;
      if (passed < afterBytes) return void upstream.write(chunk);
      relay.close();
      for (const socket of sockets) socket.destroy();
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      relay.close();
    },
  };
}

storageSuite('S3', async () => {
  const bucket = 'antena-media';
  const server = await startS3(bucket);
  const storage = s3StorageAt(server.endpoint, bucket, { partSize: PART_SIZE });
  const client = createS3Client(s3TargetAt(server.endpoint, bucket));
  const relays: Array<{ close(): void }> = [];
  return {
    storage,
    partSize: PART_SIZE,
    async deleteBucket() {
      for await (const object of storage.list()) await storage.delete(object.key);
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
    },
    async vanishing(afterBytes) {
      const relay = await vanishingRelay(server.port, afterBytes);
      relays.push(relay);
      return s3StorageAt(relay.endpoint, bucket, { client: { maxAttempts: 1 }, partSize: PART_SIZE });
    },
    async close() {
      for (const relay of relays) relay.close();
      client.destroy();
      await server.close();
    },
  };
});

describe("start-up's storage check", () => {
  const logged = () => {
    const lines: Array<{ level: string; message: string }> = [];
    const log = {
      info: (_fields: object, message: string) => lines.push({ level: 'info', message }),
      error: (_fields: object, message: string) => lines.push({ level: 'error', message }),
    };
    return { lines, log: log as unknown as Parameters<typeof checkStorage>[1] };
  };

  it('says the bucket is ready, or why not, and never throws', async () => {
    const server = await startS3('present');
    try {
      const ready = logged();
      expect(await checkStorage(createS3Storage(s3TargetAt(server.endpoint, 'present'), '', 'k'), ready.log)).toBe(
        true,
      );
      expect(ready.lines).toEqual([{ level: 'info', message: 'S3 storage ready' }]);

      const missing = logged();
      expect(await checkStorage(createS3Storage(s3TargetAt(server.endpoint, 'absent'), '', 'k'), missing.log)).toBe(
        false,
      );
      expect(missing.lines[0]!.message).toMatch(
        /^HeadBucket failed at S3 bucket "absent": the bucket does not exist\. Check S3_ENDPOINT, S3_REGION, S3_BUCKET/,
      );
    } finally {
      await server.close();
    }
    const unreachable = logged();
    const storage = s3StorageAt(server.endpoint, 'present', { client: { maxAttempts: 1 } });
    expect(await checkStorage(storage, unreachable.log)).toBe(false);
    expect(unreachable.lines[0]!.message).toMatch(/the server could not be reached \(ECONNREFUSED\)/);
    expect(await checkStorage(new LocalDiskStorage(tmpdir(), '', 'k'), logged().log)).toBe(true);
  });
});
