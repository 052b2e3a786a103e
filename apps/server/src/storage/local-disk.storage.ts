import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { assertValidKey, byteCounter, type ByteRange, type Storage, type StoredObject } from './storage';
import { MediaUrlSigner } from './url-signing';

/** What a put writes before it renames; never an object of its own. */
const PARTIAL_SUFFIX = '.part';

/**
 * Objects as files under one root directory (`DATA_DIR/media`). Signed URLs point at Antena's
 * media route (url-signing.ts), starting with `publicUrl`.
 */
export class LocalDiskStorage implements Storage {
  private readonly urls: MediaUrlSigner;

  constructor(
    private readonly root: string,
    publicUrl: string,
    signingKey: string,
  ) {
    this.urls = new MediaUrlSigner(publicUrl, signingKey);
  }

  private file(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable | Buffer, options: { maxBytes?: number } = {}): Promise<StoredObject> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target and rename, so a reader never sees half an object.
    const partial = `${target}.${randomUUID()}${PARTIAL_SUFFIX}`;
    const counter = byteCounter(options.maxBytes);
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    try {
      await pipeline(source, counter, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { key, size: counter.bytes };
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.file(key));
      return info.isFile() ? { key, size: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * Every object under the root, depth first (the storage migration's source). One directory is
   * open at a time, so a media folder of millions of segments is never listed into memory.
   */
  async *list(directory = this.root): AsyncGenerator<StoredObject> {
    const entries = await opendir(directory).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
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
    await rm(this.file(key), { force: true });
  }

  signedUrl(key: string, options?: { expiresInSeconds?: number; filename?: string }): string {
    return this.urls.signedUrl(key, options);
  }

  signature(key: string, expires: number): string {
    return this.urls.signature(key, expires);
  }

  verifySignature(key: string, expires: number, signature: string, filename?: string): boolean {
    return this.urls.verifySignature(key, expires, signature, filename);
  }
}
