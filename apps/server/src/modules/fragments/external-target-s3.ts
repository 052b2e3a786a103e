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
import { connectOptions, OutboundAddressError, type OutboundPolicy } from '../../http/outbound-address';

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

/** How long an upload may take: to connect, between two reads or writes, and in all. */
export interface PutTimeouts {
  connectMs: number;
  idleMs: number;
  /** The whole request, for a body of `bytes`: a floor plus time at a minimum throughput. */
  totalMs: (bytes: number) => number;
}

export const PUT_TIMEOUTS: PutTimeouts = {
  connectMs: 10_000,
  idleMs: 30_000,
  // 2 minutes plus 1 s per MB: a 2.7 GB three-hour video fragment at 1 MB/s has 47 minutes.
  totalMs: (bytes) => 120_000 + Math.ceil(bytes / 1_000_000) * 1000,
};

export interface PutOptions {
  /** Which addresses the endpoint may resolve to (http/outbound-address.ts). */
  policy: OutboundPolicy;
  timeouts?: PutTimeouts;
}

/**
 * A failed upload, in words for the user: never the endpoint's address or its answer's body
 * (the endpoint is whatever a client admin typed), only its HTTP status and S3 error code.
 */
export class S3PutError extends Error {
  override name = 'S3PutError';
}

/** An S3 error code is a word (`AccessDenied`, `NoSuchBucket`); anything else is not echoed. */
const S3_CODE = /<Code>([A-Za-z][A-Za-z0-9.]{0,63})<\/Code>/;
/** The most of an error answer that is read, to find its code. */
const ANSWER_MAX_BYTES = 16_384;

function networkError(error: NodeJS.ErrnoException): Error {
  if (error instanceof OutboundAddressError || error instanceof S3PutError) return error;
  const code = error.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new S3PutError("The S3 endpoint's host was not found");
  if (code === 'ECONNREFUSED') return new S3PutError('The S3 endpoint refused the connection');
  if (/CERT|SSL|TLS/.test(code) || /certificate|ssl|tls/i.test(error.message)) {
    return new S3PutError("The S3 endpoint's TLS connection failed (its certificate was refused)");
  }
  return new S3PutError('The S3 endpoint could not be reached');
}

/**
 * Uploads one object. The endpoint's addresses are checked against the policy when it connects
 * (never a redirect: a 3xx is a failure like any other answer that is not 2xx), and the request
 * has a connect, an idle and a total timeout, so an endpoint that never answers frees the job.
 */
export async function putObject(
  target: S3Target,
  key: string,
  body: PutBody,
  contentType: string,
  options: PutOptions,
): Promise<void> {
  const url = objectUrl(target, key);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new S3PutError('The S3 endpoint must be an http(s) URL');
  const connect = connectOptions(options.policy, url.hostname);
  const timeouts = options.timeouts ?? PUT_TIMEOUTS;
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
    const timers: NodeJS.Timeout[] = [];
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      if (error) {
        request.destroy();
        reject(error);
      } else resolve();
    };
    const timedOut = () => settle(new S3PutError('The S3 endpoint did not answer in time'));
    // A fresh socket (no agent): the connection is the one whose addresses were just checked.
    const request = transport.request(url, { method: 'PUT', headers, agent: false, ...connect }, (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        if (read < ANSWER_MAX_BYTES) chunks.push(chunk);
        read += chunk.length;
      });
      response.on('end', () => {
        if (status >= 200 && status < 300) return settle();
        const code = S3_CODE.exec(Buffer.concat(chunks).toString('utf8'))?.[1];
        settle(new S3PutError(`The S3 endpoint answered ${status}${code ? ` ${code}` : ''}`));
      });
      response.on('error', (error) => settle(networkError(error)));
    });
    timers.push(setTimeout(timedOut, timeouts.totalMs(size)));
    request.setTimeout(timeouts.idleMs, timedOut);
    request.on('socket', (socket) => {
      if (!socket.connecting) return;
      const connectTimer = setTimeout(timedOut, timeouts.connectMs);
      timers.push(connectTimer);
      socket.once('connect', () => clearTimeout(connectTimer));
    });
    request.on('error', (error) => settle(networkError(error)));
    if ('bytes' in body) request.end(body.bytes);
    else
      pipeline(createReadStream(body.file), request).catch((error: NodeJS.ErrnoException) =>
        settle(networkError(error)),
      );
  });
}
