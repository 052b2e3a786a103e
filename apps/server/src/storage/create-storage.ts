/**
 * The installation's storage as configuration chooses it (STORAGE=local|s3): one store for all
 * stations and every process, api, worker and recorder alike (docs/storage.md).
 */
import type { Logger } from 'pino';
import type { Config } from '../config';
import { LocalDiskStorage } from './local-disk.storage';
import { createS3Client, type S3Target } from './s3-client';
import { S3Storage } from './s3.storage';
import type { Storage } from './storage';

/** The media bucket's connections: a store that stops answering fails the request, then S3's retries. */
const BUCKET_TIMEOUTS = { connectTimeoutMs: 10_000, idleTimeoutMs: 60_000 };

export function createStorage(
  config: Pick<Config, 's3' | 'mediaDir' | 'publicUrl' | 'publicUrlFixed'>,
  signingKey: string,
): Storage {
  // Without a fixed address, root-relative URLs: they work from whatever address the browser used.
  const publicUrl = config.publicUrlFixed ? config.publicUrl : '';
  if (!config.s3) return new LocalDiskStorage(config.mediaDir, publicUrl, signingKey);
  return createS3Storage(config.s3, publicUrl, signingKey);
}

export function createS3Storage(target: S3Target, publicUrl: string, signingKey: string): S3Storage {
  const client = createS3Client(target, { ...BUCKET_TIMEOUTS, keepAlive: true });
  return new S3Storage({ client, bucket: target.bucket, publicUrl, signingKey });
}

/**
 * Start-up's check that the bucket answers (HeadBucket). A store that does not is logged as an
 * error saying why and what to check, and the process goes on: a recorder keeps a segment whose
 * put failed in its spool journal (registered at the station's next capture start), and requests
 * that need the store fail with its error meanwhile.
 * Resolves whether the store answered.
 */
export async function checkStorage(storage: Storage, log: Pick<Logger, 'info' | 'error'>): Promise<boolean> {
  if (!(storage instanceof S3Storage)) return true;
  try {
    await storage.checkBucket();
    log.info({ bucket: storage.bucket }, 'S3 storage ready');
    return true;
  } catch (error) {
    log.error(
      { err: error },
      `${(error as Error).message}. Check S3_ENDPOINT, S3_REGION, S3_BUCKET and the credentials; Antena goes on and tries the store again at each request.`,
    );
    return false;
  }
}
