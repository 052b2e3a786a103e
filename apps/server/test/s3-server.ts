/**
 * A local S3-compatible server (s3rver) with one bucket, on a free loopback port: the stand-in
 * for the external targets' buckets and for S3 storage. It does multipart uploads and ranges;
 * it checks no signature (docs/storage.md says what only a real store tests).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The access key s3rver accepts (it checks no signature, but requires a known key). */
export const S3RVER_KEY = 'S3RVER';

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
  return {
    endpoint,
    port,
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
