/**
 * Copies an installation's media from the local disk to an S3 bucket (`npm run storage:migrate`,
 * docs/storage.md "Moving to S3"). It runs beside a recording Antena: it copies what it lists,
 * and a later run copies what arrived since. An object already in the bucket with the same size
 * is skipped, so a run that was stopped resumes where it was; every copy is checked by its size
 * in the bucket afterwards.
 */
import type { LocalDiskStorage } from './local-disk.storage';
import type { S3Storage } from './s3.storage';
import type { StoredObject } from './storage';

export interface MigrationProgress {
  /** Objects listed so far, and their bytes. */
  listed: number;
  copied: number;
  copiedBytes: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  /** Gone from the disk between listing and copying (retention deleted them). */
  vanished: number;
  failed: Array<{ key: string; reason: string }>;
}

export interface MigrationOptions {
  /** Copies at once: segments are small, so the time is in round trips. */
  concurrency?: number;
  onProgress?: (progress: MigrationProgress) => void;
  /** Objects between two progress reports. */
  progressEvery?: number;
}

const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);

/**
 * The bucket's sizes of one folder at a time (its direct objects only): the disk is walked a
 * folder at a time, so memory holds one folder's listing, never the whole bucket's.
 */
class FolderSizes {
  private folder: string | null = null;
  private sizes = new Map<string, number>();

  constructor(private readonly target: S3Storage) {}

  async sizeOf(key: string): Promise<number | undefined> {
    const folder = folderOf(key);
    if (folder !== this.folder) {
      this.sizes = new Map();
      for await (const object of this.target.list({ prefix: folder, directOnly: true })) {
        this.sizes.set(object.key, object.size);
      }
      this.folder = folder;
    }
    return this.sizes.get(key);
  }
}

export async function migrateStorage(
  source: LocalDiskStorage,
  target: S3Storage,
  options: MigrationOptions = {},
): Promise<MigrationProgress> {
  const progress: MigrationProgress = { listed: 0, copied: 0, copiedBytes: 0, skipped: 0, vanished: 0, failed: [] };
  const every = options.progressEvery ?? 100;
  const existing = new FolderSizes(target);

  const copy = async (object: StoredObject) => {
    try {
      const body = await source.stream(object.key);
      const stored = await target.put(object.key, body);
      const check = await target.stat(object.key);
      if (stored.size !== object.size || check?.size !== object.size) {
        progress.failed.push({
          key: object.key,
          reason: `size ${check?.size ?? 'missing'} in the bucket, ${object.size} on disk`,
        });
        return;
      }
      progress.copied += 1;
      progress.copiedBytes += object.size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') progress.vanished += 1;
      else progress.failed.push({ key: object.key, reason: (error as Error).message });
    }
  };

  const running = new Set<Promise<void>>();
  for await (const object of source.list()) {
    progress.listed += 1;
    if ((await existing.sizeOf(object.key)) === object.size) progress.skipped += 1;
    else {
      const copying: Promise<void> = copy(object).finally(() => running.delete(copying));
      running.add(copying);
      if (running.size >= (options.concurrency ?? 8)) await Promise.race(running);
    }
    if (progress.listed % every === 0) options.onProgress?.(progress);
  }
  await Promise.all(running);
  options.onProgress?.(progress);
  return progress;
}
