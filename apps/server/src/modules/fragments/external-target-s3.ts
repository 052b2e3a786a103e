/**
 * PutObject to an S3-compatible bucket, signed with AWS Signature Version 4 on node:crypto. One
 * call is all external export and delivery need, so this is ours rather than the AWS SDK (and its
 * hundred packages). The payload is hashed first and then streamed, so a long video fragment is
 * never held in memory; one PUT takes objects up to S3's 5 GB.
 */
import { createHash, createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream/promises';

export interface S3Target {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** An object's body: bytes in memory (a metadata sidecar) or a file (the media). */
export type PutBody = { bytes: Buffer } | { file: string };

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding of one path segment, as SigV4 canonical URIs require. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Where the object goes: `endpoint/bucket/key` (path style) or `bucket.endpoint/key`. */
export function objectUrl(target: Pick<S3Target, 'endpoint' | 'bucket' | 'forcePathStyle'>, key: string): URL {
  const url = new URL(target.endpoint);
  const base = url.pathname.replace(/\/$/, '');
  const encodedKey = key.split('/').map(encodeSegment).join('/');
  if (target.forcePathStyle) url.pathname = `${base}/${encodeSegment(target.bucket)}/${encodedKey}`;
  else {
    url.hostname = `${target.bucket}.${url.hostname}`;
    url.pathname = `${base}/${encodedKey}`;
  }
  return url;
}

/** The SigV4 Authorization header of a request with these signed headers (lower-case names). */
export function signatureV4(
  target: Pick<S3Target, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: { method: string; url: URL; headers: Record<string, string>; payloadHash: string; amzDate: string },
): string {
  const day = request.amzDate.slice(0, 8);
  const names = Object.keys(request.headers).sort();
  const canonical = [
    request.method,
    request.url.pathname,
    '',
    ...names.map((name) => `${name}:${request.headers[name]!.trim()}`),
    '',
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${target.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', request.amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${target.secretAccessKey}`, day), target.region),
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${target.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}

/** Uploads one object; rejects with the bucket's answer when it is not a 2xx. */
export async function putObject(target: S3Target, key: string, body: PutBody, contentType: string): Promise<void> {
  const url = objectUrl(target, key);
  const size = 'bytes' in body ? body.bytes.length : (await stat(body.file)).size;
  const payloadHash = 'bytes' in body ? sha256Hex(body.bytes) : await hashFile(body.file);
  const amzDate = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const headers: Record<string, string> = {
    host: url.host,
    'content-length': String(size),
    'content-type': contentType,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  headers.authorization = signatureV4(target, { method: 'PUT', url, headers, payloadHash, amzDate });
  const transport = url.protocol === 'https:' ? https : http;
  await new Promise<void>((resolve, reject) => {
    const request = transport.request(url, { method: 'PUT', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) return resolve();
        const text = Buffer.concat(chunks).toString('utf8');
        const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
        reject(new Error(`S3 PutObject answered ${status}${code ? ` ${code}` : ''}`));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    if ('bytes' in body) request.end(body.bytes);
    else pipeline(createReadStream(body.file), request).catch(reject);
  });
}
