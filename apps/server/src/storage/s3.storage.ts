/**
 * Objects in one S3-compatible bucket, under the same keys as on the local disk
 * (docs/storage.md). Any process of the installation reads what any other wrote; nothing is
 * copied to local disk on the way in or out.
 */
import { Readable, Transform, pipeline } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertValidKey,
  byteCounter,
  ObjectTooLargeError,
  StorageError,
  type ByteRange,
  type Storage,
  type StoredObject,
} from './storage';
import { storageErrors, type StorageOperation } from '../observability/pipeline-metrics';
import { SignedUrlStorage } from './url-signing';

/**
 * Above this an upload goes in parts (lib-storage's multipart upload), 4 at once: at most 32 MiB
 * of a long fragment in memory. S3 refuses parts under 5 MiB but the last.
 */
const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** As LocalDiskStorage's: where signed URLs of Antena's media route start. */
  publicUrl: string;
  signingKey: string;
  partSize?: number;
}

interface S3ErrorShape {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

const status = (error: unknown) => (error as S3ErrorShape | null)?.$metadata?.httpStatusCode;
const isMissing = (error: unknown) => status(error) === 404 && (error as S3ErrorShape).name !== 'NoSuchBucket';

/**
 * The body of a ranged GET cut to the range asked for. HTTP lets a server send more than asked
 * (the whole object, without Content-Range; s3rver for a range ending at byte 0), and the media
 * route has promised the browser the range's exact length.
 */
function exactRange(body: Readable, range: ByteRange, contentRange: string | undefined): Readable {
  const sent = /^bytes (\d+)-(\d+)\//.exec(contentRange ?? '');
  const first = sent ? Number(sent[1]) : 0;
  const last = sent ? Number(sent[2]) : Infinity;
  if (first === range.start && last === range.end) return body;
  if (first > range.start || last < range.end) {
    body.destroy();
    throw new StorageError(`The store sent bytes ${contentRange ?? 'all'} for the range ${range.start}-${range.end}`);
  }
  let position = first;
  const cut = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      // A chunk written before the unpipe below, after the range was complete.
      if (position > range.end) return done();
      const from = Math.max(range.start - position, 0);
      const to = Math.min(range.end + 1 - position, chunk.length);
      position += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      // The range is complete: the rest of the body is never downloaded.
      if (position > range.end) {
        body.unpipe(cut);
        this.push(null);
        body.destroy();
      }
      done();
    },
  });
  // Not a pipeline: the body's end, once the range is complete, must not end the cut with an error.
  body.on('error', (error) => cut.destroy(error));
  cut.on('close', () => body.destroy());
  return body.pipe(cut);
}

export class S3Storage extends SignedUrlStorage implements Storage {
  private readonly client: S3Client;
  readonly bucket: string;
  private readonly partSize: number;

  constructor(options: S3StorageOptions) {
    super(options.publicUrl, options.signingKey);
    this.client = options.client;
    this.bucket = options.bucket;
    this.partSize = options.partSize ?? DEFAULT_PART_SIZE;
  }

  /**
   * An SDK failure in words an operator acts on: the bucket and what went wrong, never a
   * credential. The SDK's error stays as the cause, for the log.
   */
  private failure(error: unknown, action: string, key?: string): Error {
    if (error instanceof ObjectTooLargeError || error instanceof StorageError) return error;
    const shape = (error ?? {}) as S3ErrorShape;
    const where = `S3 bucket "${this.bucket}"${key ? `, object ${key}` : ''}`;
    let why: string;
    if (shape.name === 'NoSuchBucket' || (status(error) === 404 && !key)) why = 'the bucket does not exist';
    else if (status(error) === 403) why = 'access denied (check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)';
    else if (status(error)) why = `the server answered ${status(error)} ${shape.name ?? ''}`.trim();
    else why = `the server could not be reached (${shape.code ?? shape.name ?? 'network error'})`;
    return new StorageError(`${action} failed at ${where}: ${why}`, { cause: error });
  }

  /**
   * failure(), counted in antena_storage_errors_total when the store itself failed: not for a body
   * too large or a body that failed on its own way in (the caller's doing).
   */
  private counted(operation: StorageOperation, error: unknown, action: string, key?: string): Error {
    const failure = this.failure(error, action, key);
    if (failure instanceof StorageError) storageErrors.inc({ operation });
    return failure;
  }

  /** Whether the bucket answers; throws StorageError saying why not (start-up's check). */
  async checkBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw this.failure(error, 'HeadBucket');
    }
  }

  /**
   * Streams the body to the bucket (in parts past the part size) while counting it: past
   * `maxBytes` the upload stops and is aborted. S3 shows an object only once its upload is
   * complete, so a failure leaves nothing half-written under the key.
   */
  async put(key: string, body: Readable | Buffer, options: { maxBytes?: number } = {}): Promise<StoredObject> {
    assertValidKey(key);
    const counter = byteCounter(options.maxBytes);
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    // Errors travel through the pipeline to the counter, which the upload reads.
    let sourceError: Error | null = null;
    source.once('error', (error) => (sourceError = error));
    pipeline(source, counter, () => undefined);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counter },
      partSize: this.partSize,
      queueSize: 4,
    });
    try {
      await upload.done();
    } catch (error) {
      // What the body's own failure was (a file that went away, the limit), rather than the upload's.
      const failedBody: Error | null = sourceError;
      source.destroy();
      if (options.maxBytes !== undefined && counter.bytes > options.maxBytes) {
        throw new ObjectTooLargeError(options.maxBytes);
      }
      throw failedBody ?? this.counted('put', error, 'Upload', key);
    }
    return { key, size: counter.bytes };
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0 };
    } catch (error) {
      // HeadObject has no body: a missing bucket is a bare 404 too, told apart by checking it.
      if (status(error) === 404) {
        await this.checkBucket().catch((bucketError: unknown) => {
          throw this.counted('stat', bucketError, 'HeadBucket');
        });
        return null;
      }
      throw this.counted('stat', error, 'HeadObject', key);
    }
  }

  /** The object's bytes (or a range of them) as S3 sends them: no copy on local disk. */
  async stream(key: string, range?: ByteRange): Promise<Readable> {
    assertValidKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const body = object.Body as Readable;
      return range ? exactRange(body, range, object.ContentRange) : body;
    } catch (error) {
      // A missing object is the caller's question (retention removed it), not a failing store.
      throw isMissing(error) ? this.failure(error, 'GetObject', key) : this.counted('stream', error, 'GetObject', key);
    }
  }

  async read(key: string): Promise<Buffer | null> {
    assertValidKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw this.counted('read', error, 'GetObject', key);
    }
  }

  /**
   * The bucket's objects under `prefix` (a folder's key with its slash), a page of 1,000 at a
   * time; `directOnly`: those of the folder itself, not of its subfolders.
   */
  async *list(options: { prefix?: string; directOnly?: boolean } = {}): AsyncGenerator<StoredObject> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            ...(options.prefix ? { Prefix: options.prefix } : {}),
            ...(options.directOnly ? { Delimiter: '/' } : {}),
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
      } catch (error) {
        throw this.failure(error, 'ListObjectsV2');
      }
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      throw this.counted('delete', error, 'DeleteObject', key);
    }
  }
}
