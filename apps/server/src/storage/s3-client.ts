/**
 * The one way Antena talks to S3-compatible servers (AWS S3, MinIO, Ceph, Cloudflare R2,
 * Backblaze B2): the installation's media bucket (s3.storage.ts) and the external targets that
 * export and delivery write to (modules/fragments/external-target-s3.ts).
 */
import http from 'node:http';
import https from 'node:https';
import { S3Client } from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { connectOptions, type OutboundPolicy } from '../http/outbound-address';

export interface S3Target {
  /** Unset: AWS S3 itself, at the region's own address. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what MinIO and Ceph need. */
  forcePathStyle: boolean;
}

export interface S3ClientOptions {
  /**
   * Which addresses the endpoint may resolve to (http/outbound-address.ts): for endpoints a user
   * typed. An IP address is checked now (throws OutboundAddressError); a name is checked on every
   * connection, by the socket's own lookup, so it cannot resolve to another address when used.
   */
  policy?: OutboundPolicy;
  connectTimeoutMs?: number;
  /** Longest silence on a connection, in either direction. */
  idleTimeoutMs?: number;
  /** 1: no retry (a job that fails is retried by its queue, with the user told). */
  maxAttempts?: number;
  /** Keep connections for the next request: the media bucket's many small requests. */
  keepAlive?: boolean;
}

export function createS3Client(target: S3Target, options: S3ClientOptions = {}): S3Client {
  // Without an endpoint the SDK reaches AWS by name: a name gets the guarded lookup.
  const host = target.endpoint ? new URL(target.endpoint).hostname : 's3.amazonaws.com';
  const agentOptions = {
    keepAlive: options.keepAlive ?? false,
    ...(options.policy && connectOptions(options.policy, host)),
  };
  return new S3Client({
    ...(target.endpoint ? { endpoint: target.endpoint } : {}),
    region: target.region,
    forcePathStyle: target.forcePathStyle,
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    // Newer SDKs add CRC checksums to every upload and check them on downloads; MinIO, Ceph, R2
    // and B2 refuse or lack some of them. Only where the API demands one (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    requestHandler: new NodeHttpHandler({
      httpAgent: new http.Agent(agentOptions),
      httpsAgent: new https.Agent(agentOptions),
      ...(options.connectTimeoutMs ? { connectionTimeout: options.connectTimeoutMs } : {}),
      ...(options.idleTimeoutMs ? { socketTimeout: options.idleTimeoutMs } : {}),
    }),
  });
}
