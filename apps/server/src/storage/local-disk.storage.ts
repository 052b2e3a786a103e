import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { storageErrors, type StorageOperation } from '../observability/pipeline-metrics';
import { assertValidKey, byteCounter, type ByteRange, type Storage, type StoredObject } from './storage';
import { SignedUrlStorage } from './url-signing';

/** What a put writes before it renames; never an object of its own. */
const PARTIAL_SUFFIX = '.part';

/** A missing object is an answer (null), not a failure of the disk. */
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Counts a failure of the disk itself (full, unwritable, unreadable) in antena_storage_errors_total:
 * only the system's own errors, never a missing object, a bad key or a body too large.
 */
function countDiskFailure(operation: StorageOperation, error: unknown): void {
  if (typeof (error as NodeJS.ErrnoException | null)?.code === 'string' && !isMissing(error)) {
    storageErrors.inc({ operation });
  }
}

/**
 * Objects as files under one root directory (`DATA_DIR/media`). Signed URLs point at Antena's
 * media route (url-signing.ts), starting with `publicUrl`.
 */
export class LocalDiskStorage extends SignedUrlStorage implements Storage {
  constructor(
    private readonly root: string,
    publicUrl: string,
    signingKey: string,
  ) {
    super(publicUrl, signingKey);
  }

  private file(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable | Buffer, options: { maxBytes?: number } = {}): Promise<StoredObject> {
    const target = this.file(key);
    const counter = byteCounter(options.maxBytes);
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    // The body's own failure (a file that went away) is the caller's, not the disk's.
    let sourceError: unknown = null;
    source.once('error', (error) => (sourceError = error));
    try {
      await this.write(target, source, counter);
    } catch (error) {
      if (error !== sourceError) countDiskFailure('put', error);
      throw error;
    }
    return { key, size: counter.bytes };
  }

  /** Writes beside the target and renames, so a reader never sees half an object. */
  private async write(target: string, source: Readable, counter: Transform): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}${PARTIAL_SUFFIX}`;
    try {
      await pipeline(source, counter, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
      const info = await stat(file);
      return info.isFile() ? { key, size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      countDiskFailure('stat', error);
      throw error;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable> {
    const stream = createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
    // The file opens after this returns: its failure arrives on the stream, where its reader sees it too.
    stream.once('error', (error) => countDiskFailure('stream', error));
    return stream;
  }

  async read(key: string): Promise<Buffer | null> {
    const file = this.file(key);
    try {
      return await readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      countDiskFailure('read', error);
      throw error;
    }
  }

  /**
   * Every object under the root, depth first (the storage migration's source). One directory is
   * open at a time, so a media folder of millions of segments is never listed into memory.
   */
  async *list(directory = this.root): AsyncGenerator<StoredObject> {
    const entries = await opendir(directory).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for await (const entry of entries) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) yield* this.list(file);
      else if (entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX)) {
        const key = path.relative(this.root, file).split(path.sep).join('/');
        // A file that went away since the listing (retention), or one no put wrote, is no object.
        const found = await this.stat(key).catch(() => null);
        if (found) yield found;
      }
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await rm(file, { force: true }).catch((error: unknown) => {
      countDiskFailure('delete', error);
      throw error;
    });
  }
}
