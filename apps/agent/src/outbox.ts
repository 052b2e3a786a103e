/**
 * The outbox: finished segments waiting for upload, `<startTs>-<endTs>.<ext>` in
 * `<data dir>/outbox/`, sent oldest first. It is bounded (24 h of media and a size), dropping the
 * oldest files with a log line, so a long outage cannot fill the disk. Segments the server refuses
 * for good go to `<data dir>/rejected/` for someone to look at, under the same bounds: a box that
 * makes only refused segments (its clock far ahead, say) must not fill its disk either.
 */
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from './log';

export interface OutboxEntry {
  file: string;
  name: string;
  startTs: number;
  endTs: number;
  ext: string;
}

export interface OutboxLimits {
  maxMs: number;
  maxBytes: number;
}

const ENTRY_NAME = /^(\d+)-(\d+)\.(mp3|aac|ts)$/;

export function outboxName(startTs: number, endTs: number, ext: string): string {
  return `${startTs}-${endTs}.${ext}`;
}

/** What waits for upload: the report carries it, so the screens can say 'catching up'. */
export interface OutboxBacklog {
  segments: number;
  seconds: number;
}

export class Outbox {
  readonly dir: string;
  readonly rejectedDir: string;
  private listeners: (() => void)[] = [];
  /** Counted at each listing (the uploader lists before every upload), so reports need no disk read. */
  private counted: OutboxEntry[] = [];

  constructor(
    dataDir: string,
    private readonly limits: OutboxLimits,
    private readonly log: Logger,
  ) {
    this.dir = path.join(dataDir, 'outbox');
    this.rejectedDir = path.join(dataDir, 'rejected');
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await mkdir(this.rejectedDir, { recursive: true });
  }

  /** The waiting segments, oldest first. */
  async list(): Promise<OutboxEntry[]> {
    const entries = await this.entriesOf(this.dir);
    this.counted = entries;
    return entries;
  }

  /** The backlog as last listed, less what was removed since. */
  backlog(): OutboxBacklog {
    const ms = this.counted.reduce((sum, e) => sum + (e.endTs - e.startTs), 0);
    return { segments: this.counted.length, seconds: Math.round(ms / 1000) };
  }

  private async entriesOf(dir: string): Promise<OutboxEntry[]> {
    const entries: OutboxEntry[] = [];
    for (const name of await readdir(dir)) {
      const match = ENTRY_NAME.exec(name);
      if (!match) continue;
      entries.push({
        file: path.join(dir, name),
        name,
        startTs: Number(match[1]),
        endTs: Number(match[2]),
        ext: match[3]!,
      });
    }
    return entries.sort((a, b) => a.startTs - b.startTs || a.endTs - b.endTs);
  }

  /** Moves a finished segment file in (same file system: a rename), then keeps the bounds. */
  async add(source: string, startTs: number, endTs: number, ext: string): Promise<void> {
    await rename(source, path.join(this.dir, outboxName(startTs, endTs, ext)));
    await this.prune();
    for (const listener of this.listeners) listener();
  }

  onAdded(listener: () => void): void {
    this.listeners.push(listener);
  }

  async remove(entry: OutboxEntry): Promise<void> {
    this.counted = this.counted.filter((e) => e.name !== entry.name);
    await unlink(entry.file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async reject(entry: OutboxEntry): Promise<void> {
    this.counted = this.counted.filter((e) => e.name !== entry.name);
    await rename(entry.file, path.join(this.rejectedDir, entry.name));
    await this.prune(this.rejectedDir);
  }

  /** Drops the oldest segments while `dir` holds more than maxMs of media or maxBytes. */
  async prune(dir = this.dir): Promise<void> {
    const entries = await this.entriesOf(dir);
    const sizes = await Promise.all(
      entries.map((e) =>
        stat(e.file).then(
          (s) => s.size,
          () => 0,
        ),
      ),
    );
    let totalMs = entries.reduce((sum, e) => sum + (e.endTs - e.startTs), 0);
    let totalBytes = sizes.reduce((sum, size) => sum + size, 0);
    let dropped = 0;
    for (let i = 0; i < entries.length - 1; i++) {
      if (totalMs <= this.limits.maxMs && totalBytes <= this.limits.maxBytes) break;
      dropped = i + 1;
      const entry = entries[i]!;
      await this.remove(entry);
      totalMs -= entry.endTs - entry.startTs;
      totalBytes -= sizes[i]!;
      const when = new Date(entry.startTs).toISOString();
      this.log.warn(
        dir === this.dir
          ? `Outbox full: dropped the oldest segment ${entry.name} (${when}) never uploaded`
          : `Rejected segments full: deleted the oldest, ${entry.name} (${when})`,
      );
    }
    if (dir === this.dir) this.counted = entries.slice(dropped);
  }
}
