/**
 * PutObject to an external target's S3-compatible bucket (export and delivery), on the one S3
 * client of the codebase (storage/s3-client.ts) with the outbound-address policy: the endpoint
 * is whatever a client admin typed. One PUT takes objects up to S3's 5 GB; a file is streamed,
 * never held in memory.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { OutboundAddressError, type OutboundPolicy } from '../../http/outbound-address';
import { createS3Client, type S3Target } from '../../storage/s3-client';

/** An object's body: bytes in memory (a metadata sidecar) or a file (the media). */
export type PutBody = { bytes: Buffer } | { file: string };

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
const S3_CODE = /^[A-Za-z][A-Za-z0-9.]{0,63}$/;

/** What the SDK threw, as the user reads it. */
function putError(error: NodeJS.ErrnoException & { Code?: unknown; $metadata?: { httpStatusCode?: number } }): Error {
  if (error instanceof OutboundAddressError || error instanceof S3PutError) return error;
  // The SDK's connect and idle timeouts.
  if (error.name === 'TimeoutError') return new S3PutError('The S3 endpoint did not answer in time');
  const status = error.$metadata?.httpStatusCode;
  if (status) {
    // The code only as the answer's <Code> gave it (the SDK makes one up from the status otherwise).
    const code = typeof error.Code === 'string' && S3_CODE.test(error.Code) ? ` ${error.Code}` : '';
    return new S3PutError(`The S3 endpoint answered ${status}${code}`);
  }
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
 * (never a redirect: the SDK follows none, a 3xx is a failure like any other answer that is not
 * 2xx), with no retry (the job is retried, the user told), and with a connect, an idle and a
 * total timeout, so an endpoint that never answers frees the job.
 */
export async function putObject(
  target: S3Target & { endpoint: string },
  key: string,
  body: PutBody,
  contentType: string,
  options: PutOptions,
): Promise<void> {
  const { protocol } = new URL(target.endpoint);
  if (protocol !== 'https:' && protocol !== 'http:') throw new S3PutError('The S3 endpoint must be an http(s) URL');
  const timeouts = options.timeouts ?? PUT_TIMEOUTS;
  const client = createS3Client(target, {
    policy: options.policy,
    connectTimeoutMs: timeouts.connectMs,
    idleTimeoutMs: timeouts.idleMs,
    maxAttempts: 1,
  });
  const size = 'bytes' in body ? body.bytes.length : (await stat(body.file)).size;
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, timeouts.totalMs(size));
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: key,
        Body: 'bytes' in body ? body.bytes : createReadStream(body.file),
        ContentLength: size,
        ContentType: contentType,
      }),
      { abortSignal: abort.signal },
    );
  } catch (error) {
    throw timedOut
      ? new S3PutError('The S3 endpoint did not answer in time')
      : putError(error as NodeJS.ErrnoException);
  } finally {
    clearTimeout(timer);
    client.destroy();
  }
}
