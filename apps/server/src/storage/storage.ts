/**
 * Object storage for media: segments, fragments, assets. The database keeps keys and metadata,
 * never bytes. The local disk is the embedded default; an S3-compatible bucket the choice of
 * an installation whose processes run on several hosts (docs/storage.md).
 */
import { Transform, type Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP. */
  end: number;
}

export interface StoredObject {
  key: string;
  size: number;
}

export interface Storage {
  put(key: string, body: Readable | Buffer, options?: { maxBytes?: number }): Promise<StoredObject>;
  /** Size of an object, or null when it does not exist. */
  stat(key: string): Promise<StoredObject | null>;
  stream(key: string, range?: ByteRange): Promise<Readable>;
  /** A small object's bytes in one piece (an index, a fingerprint pack), or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /**
   * A URL anyone may use until it expires (default `SIGNED_URL_SECONDS`, minutes); a `filename`
   * (the download's name) is signed with it.
   */
  signedUrl(key: string, options?: { expiresInSeconds?: number; filename?: string }): string;
  /** The signature of `key` until `expires` (epoch seconds), as signed URLs carry it. */
  signature(key: string, expires: number): string;
  /** Whether a signed URL's parts are as signed: `filename` is the download name it carries, if any. */
  verifySignature(key: string, expires: number, signature: string, filename?: string): boolean;
}

export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Object exceeds ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

/** The store failed (unreachable, a missing bucket, refused credentials): its message says which. */
export class StorageError extends Error {
  override name = 'StorageError';
}

/**
 * A pass-through that counts the bytes of an object being stored and fails with
 * ObjectTooLargeError past `maxBytes`, so an upload stops there instead of after the whole body.
 */
export function byteCounter(maxBytes?: number): Transform & { bytes: number } {
  const counter = Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        counter.bytes += chunk.length;
        if (maxBytes !== undefined && counter.bytes > maxBytes) done(new ObjectTooLargeError(maxBytes));
        else done(null, chunk);
      },
    }),
    { bytes: 0 },
  );
  return counter;
}

/** Keys are relative, slash-separated paths of safe characters. */
export function assertValidKey(key: string): void {
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) || key.split('/').some((p) => p === '..' || p === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}
