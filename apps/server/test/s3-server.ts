/**
 * A local S3-compatible server (s3rver) with one bucket, on a free loopback port: the stand-in
 * for the external targets' buckets and for S3 storage. It does multipart uploads and ranges;
 * it checks no signature (docs/storage.md says what only a real store tests).
 */
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Client, type S3ClientOptions, type S3Target } from '../src/storage/s3-client';
import { S3Storage } from '../src/storage/s3.storage';

/** The access key s3rver accepts (it checks no signature, but requires a known key). */
export const S3RVER_KEY = 'S3RVER';

/** What s3rver appends to the file of each object it stores. */
const OBJECT_SUFFIX = '._S3rver_object';

export async function startS3(bucket: string) {
  const directory = await mkdtemp(path.join(tmpdir(), 'antena-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const objectsDir = path.join(directory, bucket);
  return {
    endpoint,
    port,
    /** The file s3rver keeps an object's bytes in. */
    file: (key: string) => path.join(objectsDir, `${key}${OBJECT_SUFFIX}`),
    /** Every object in the bucket and its size as stored: key -> bytes. */
    objectSizes(): Map<string, number> {
      const objects = new Map<string, number>();
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (entry.name.endsWith(OBJECT_SUFFIX))
            objects.set(path.relative(objectsDir, full).slice(0, -OBJECT_SUFFIX.length), statSync(full).size);
        }
      };
      walk(objectsDir);
      return objects;
    },
    /** The object's bytes as the server hands them out. */
    async read(key: string): Promise<Buffer> {
      const response = await fetch(`${endpoint}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`);
      if (!response.ok) throw new Error(`GET ${key}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** `bucket` at `endpoint` with the key s3rver accepts: s3rver's own, a relay's, or a closed port's. */
export function s3TargetAt(endpoint: string, bucket: string): S3Target {
  return {
    endpoint,
    region: 'us-east-1',
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  };
}

/** The environment that makes a process of Antena keep its media in `bucket` at `endpoint`. */
export function s3Env(endpoint: string, bucket: string): Record<string, string> {
  return {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
  };
}

/**
 * Antena's S3 storage of `bucket` at `endpoint` (see s3TargetAt). `client` sets the SDK client's
 * options (`maxAttempts: 1` for a store that must fail at once); URLs are signed with a test key.
 */
export function s3StorageAt(
  endpoint: string,
  bucket: string,
  options: { client?: S3ClientOptions; publicUrl?: string; partSize?: number } = {},
): S3Storage {
  return new S3Storage({
    client: createS3Client(s3TargetAt(endpoint, bucket), options.client),
    bucket,
    publicUrl: options.publicUrl ?? '',
    signingKey: 'test-signing-key',
    ...(options.partSize ? { partSize: options.partSize } : {}),
  });
}
