import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { API_ROOT, SIGNED_URL_SECONDS } from '@antena/contract';
import { assertValidKey, ObjectTooLargeError, type ByteRange, type Storage, type StoredObject } from './storage';
import { sign, verify } from './url-signing';

/** Only resolves root-relative URLs (empty publicUrl); never appears in one. */
const RELATIVE_BASE = 'http://relative.invalid';

/**
 * Objects as files under one root directory (`DATA_DIR/media`). Signed URLs start with
 * `publicUrl`; an empty one gives root-relative URLs, for an Antena without a fixed address
 * (they then work from whatever address the browser used).
 */
export class LocalDiskStorage implements Storage {
  constructor(
    private readonly root: string,
    private readonly publicUrl: string,
    private readonly signingKey: string,
  ) {}

  private file(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable | Buffer, options: { maxBytes?: number } = {}): Promise<StoredObject> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target and rename, so a reader never sees half an object.
    const partial = `${target}.${randomUUID()}.part`;
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (options.maxBytes !== undefined && size > options.maxBytes) done(new ObjectTooLargeError(options.maxBytes));
        else done(null, chunk);
      },
    });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    try {
      await pipeline(source, counter, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { key, size };
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

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  signedUrl(key: string, options: { expiresInSeconds?: number; filename?: string } = {}): string {
    assertValidKey(key);
    const expires = Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? SIGNED_URL_SECONDS);
    const url = new URL(`${this.publicUrl}${API_ROOT}/media/${key}`, RELATIVE_BASE);
    url.searchParams.set('expires', String(expires));
    if (options.filename) url.searchParams.set('filename', options.filename);
    // The name as the URL carries it (a lone surrogate becomes U+FFFD there), signed with the rest.
    const filename = url.searchParams.get('filename') ?? undefined;
    url.searchParams.set('signature', sign(this.signingKey, key, expires, filename));
    return this.publicUrl ? url.toString() : `${url.pathname}${url.search}`;
  }

  signature(key: string, expires: number): string {
    return sign(this.signingKey, key, expires);
  }

  verifySignature(key: string, expires: number, signature: string, filename?: string): boolean {
    return verify(this.signingKey, { key, expires, filename }, signature);
  }
}
