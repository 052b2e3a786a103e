import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createStorage } from './create-storage';
import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

const s3Env = {
  STORAGE: 's3',
  S3_BUCKET: 'antena-media',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage configuration', () => {
  it('keeps media on the local disk unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.s3).toBeUndefined();
    expect(createStorage(config, 'k')).toBeInstanceOf(LocalDiskStorage);
  });

  it('names every variable STORAGE=s3 lacks or cannot read', () => {
    expect(problemsOf({ STORAGE: 's3' })).toEqual([
      'S3_BUCKET: Missing environment variable (required with STORAGE=s3)',
      'S3_ACCESS_KEY_ID: Missing environment variable (required with STORAGE=s3)',
      'S3_SECRET_ACCESS_KEY: Missing environment variable (required with STORAGE=s3)',
    ]);
    const bad = problemsOf({ ...s3Env, S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'Media_Bucket', STORAGE: 's3' });
    expect(bad.join('\n')).toMatch(/^S3_ENDPOINT: /m);
    expect(bad.join('\n')).toMatch(/^S3_BUCKET: a bucket name/m);
    expect(problemsOf({ ...s3Env, S3_FORCE_PATH_STYLE: 'maybe' }).join()).toMatch(/^S3_FORCE_PATH_STYLE: /);
    expect(problemsOf({ STORAGE: 'nfs' }).join()).toMatch(/^STORAGE: /);
  });

  it('addresses a bucket by path on its own endpoint, by host name on AWS, unless told', () => {
    expect(loadConfig({ ...s3Env, S3_ENDPOINT: 'http://minio.lan:9000' }).s3).toEqual({
      endpoint: 'http://minio.lan:9000',
      region: 'us-east-1',
      bucket: 'antena-media',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig(s3Env).s3).toMatchObject({ endpoint: undefined, forcePathStyle: false });
    const r2 = { ...s3Env, S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com', S3_REGION: 'auto' };
    expect(loadConfig({ ...r2, S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
      region: 'auto',
      forcePathStyle: false,
    });
  });

  it('builds S3 storage whose signed URLs stay on Antena', () => {
    const storage = createStorage(loadConfig({ ...s3Env, PUBLIC_URL: 'https://antena.example' }), 'k');
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.signedUrl('segments/a.mp3')).toMatch(/^https:\/\/antena\.example\/api\/media\/segments\/a\.mp3\?/);
  });
});
