/**
 * Stored objects copied to a temporary folder, for work that needs a local file: a tool that
 * takes only a path (the fingerprint decoder checks its file), or one object read by several
 * commands. Media that ffmpeg reads once goes from the store straight into it instead
 * (stored-input.ts), so what an export or a render reads needs no local space.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../storage/storage';

export interface LocalCopy {
  dir: string;
  files: string[];
  dispose(): Promise<void>;
}

/**
 * One local file per entry of `keys`; an entry that lists several keys is one file of those
 * objects end to end (consecutive segments of one recording, which MP3, ADTS and MPEG-TS allow),
 * so ffmpeg reads them as one stream with one process.
 */
export async function localCopy(storage: Storage, keys: (string | readonly string[])[]): Promise<LocalCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-media-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const files: string[] = [];
    for (const [index, entry] of keys.entries()) {
      const parts = typeof entry === 'string' ? [entry] : entry;
      const file = path.join(dir, `${String(index).padStart(5, '0')}${path.extname(parts[0] ?? '')}`);
      for (const [k, key] of parts.entries()) {
        await pipeline(await storage.stream(key), createWriteStream(file, { flags: k === 0 ? 'w' : 'a' }));
      }
      files.push(file);
    }
    return { dir, files, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
