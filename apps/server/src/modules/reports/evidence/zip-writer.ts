/**
 * A ZIP written to a file entry by entry (archiver 8), so the evidence export holds at most one
 * entry's bytes in flight: `add` resolves once archiver has read the entry, after which its source
 * file may be deleted. Audio is stored as is (it is compressed already); text is deflated.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { ZipArchive } from 'archiver';

export interface ZipWriter {
  /** Adds a file (read as a stream) or bytes under `name`; resolves once written into the ZIP. */
  add(
    name: string,
    source: { file: string } | { bytes: Buffer | string },
    options?: { store?: boolean },
  ): Promise<void>;
  /** Writes the central directory and closes the file; resolves to its size in bytes. */
  finish(): Promise<number>;
  /** Stops writing (the file is left for the caller's temp folder to remove). */
  abort(): void;
}

export function openZip(file: string): ZipWriter {
  const output = createWriteStream(file);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  let failure: Error | null = null;
  const waiting = new Set<(error: Error) => void>();
  const fail = (error: Error) => {
    failure ??= error;
    for (const reject of waiting) reject(error);
    waiting.clear();
  };
  archive.on('error', fail);
  // archiver's warnings are missing files of `file()`/`glob()`, which this writer never uses.
  archive.on('warning', fail);
  output.on('error', fail);
  archive.pipe(output);

  return {
    add(name, source, options = {}) {
      if (failure) return Promise.reject(failure);
      return new Promise<void>((resolve, reject) => {
        const onEntry = (data: { name: string }) => {
          if (data.name !== name) return;
          archive.off('entry', onEntry as (...args: unknown[]) => void);
          waiting.delete(reject);
          resolve();
        };
        waiting.add(reject);
        archive.on('entry', onEntry);
        let body: Buffer | string | ReturnType<typeof createReadStream>;
        if ('file' in source) {
          body = createReadStream(source.file);
          // archiver does not watch its sources' errors: an unreadable file would hang the ZIP.
          body.on('error', (error) => {
            fail(error);
            archive.abort();
          });
        } else body = source.bytes;
        archive.append(body, { name, store: options.store ?? false, date: new Date() });
      });
    },
    async finish() {
      if (failure) throw failure;
      await archive.finalize();
      await finished(output);
      if (failure) throw failure;
      return archive.pointer();
    },
    abort() {
      archive.abort();
      output.destroy();
    },
  };
}
