import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  folderProblem,
  localDateTime,
  normalizeFolder,
  renderKey,
  SAMPLE_KEY_VALUES,
  titleSlug,
} from './external-target';
import { objectUrl, signatureV4 } from './external-target-s3';

describe('key patterns', () => {
  const values = { ...SAMPLE_KEY_VALUES, station: 'radio-norte', title: 'morning-news', ext: 'mp3' };

  it('replaces every placeholder', () => {
    expect(renderKey('{station}/{date}/{time}-{title}-{id}.{ext}', values)).toBe(
      'radio-norte/2026-01-31/23-59-59-morning-news-00000000-0000-4000-8000-000000000000.mp3',
    );
  });

  it('appends the extension when the pattern has none, so media and metadata differ', () => {
    expect(renderKey('exports/{id}', values)).toBe('exports/00000000-0000-4000-8000-000000000000.mp3');
    expect(renderKey('exports/{id}', { ...values, ext: 'json' })).toMatch(/\.json$/);
  });

  it.each([
    ['an unknown placeholder', '{station}/{user}.{ext}', 'Unknown placeholder {user}'],
    ['a way up', '../{id}', 'relative paths'],
    ['an absolute path', '/srv/{id}', 'relative paths'],
    ['an empty folder', '{station}//{id}', 'relative paths'],
    ['a space', 'my exports/{id}', 'relative paths'],
  ])('refuses %s', (_name, pattern, message) => {
    expect(() => renderKey(pattern, values)).toThrow(message);
  });

  it('makes titles into plain key parts', () => {
    expect(titleSlug('  Entrevista al Ministro: ¿qué dijo?  ')).toBe('entrevista-al-ministro-que-dijo');
    expect(titleSlug('¡¡¡')).toBe('fragment');
    expect(titleSlug('a'.repeat(100))).toHaveLength(60);
  });

  it("gives the fragment's start in the station's time zone", () => {
    expect(localDateTime(Date.parse('2026-03-01T02:30:05Z'), 'America/Argentina/Buenos_Aires')).toEqual({
      date: '2026-02-28',
      time: '23-30-05',
    });
  });
});

describe('folder targets', () => {
  let root: string;
  let outside: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'antena-export-root-'));
    outside = await mkdtemp(path.join(tmpdir(), 'antena-outside-'));
    await mkdir(path.join(root, 'radio'));
    await symlink(outside, path.join(root, 'escape'));
    await writeFile(path.join(root, 'file.txt'), 'x');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  it('accepts folders under the root, existing or not', async () => {
    expect(await folderProblem(root, 'radio')).toBeNull();
    expect(await folderProblem(root, 'radio/new/deeper')).toBeNull();
    expect(normalizeFolder('./radio//news/')).toBe('radio/news');
  });

  it.each([
    ['an absolute folder', () => '/etc', 'relative'],
    ['a way up', () => 'radio/../../etc', 'inside'],
    ['the root itself', () => '.', 'inside'],
    ['a symbolic link', () => 'escape/inner', 'symbolic link'],
    ['a file', () => 'file.txt', 'file'],
  ])('refuses %s', async (_name, folder, message) => {
    expect(await folderProblem(root, folder())).toContain(message);
  });
});

describe('S3 signature version 4', () => {
  // The PUT Object example of the AWS documentation ("Signature Calculations for the
  // Authorization Header"), with its published signature.
  it('signs the documented example as AWS does', () => {
    const url = objectUrl(
      { endpoint: 'https://s3.amazonaws.com', bucket: 'examplebucket', forcePathStyle: false },
      'test$file.text',
    );
    expect(url.toString()).toBe('https://examplebucket.s3.amazonaws.com/test%24file.text');
    const payloadHash = '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072';
    const authorization = signatureV4(
      {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      {
        method: 'PUT',
        url,
        payloadHash,
        amzDate: '20130524T000000Z',
        headers: {
          date: 'Fri, 24 May 2013 00:00:00 GMT',
          host: url.host,
          'x-amz-content-sha256': payloadHash,
          'x-amz-date': '20130524T000000Z',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        },
      },
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('puts the bucket in the path when asked to', () => {
    const url = objectUrl(
      { endpoint: 'http://127.0.0.1:9000/', bucket: 'media', forcePathStyle: true },
      'a b/c(1).mp3',
    );
    expect(url.toString()).toBe('http://127.0.0.1:9000/media/a%20b/c%281%29.mp3');
  });
});
