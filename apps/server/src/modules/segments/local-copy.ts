/** Stored objects copied to a temporary folder, for ffmpeg, which reads files. */
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

export async function localCopy(storage: Storage, keys: string[]): Promise<LocalCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-media-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const files: string[] = [];
    for (const [index, key] of keys.entries()) {
      const file = path.join(dir, `${String(index).padStart(5, '0')}${path.extname(key)}`);
      await pipeline(await storage.stream(key), createWriteStream(file));
      files.push(file);
    }
    return { dir, files, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
