/**
 * One station's capture: ffmpeg with the segment muxer, supervised. Each finished segment
 * (a line of the muxer's CSV list) gets wall-clock times, is journaled, registered and removed
 * from the spool. A capture that exits or stalls restarts with backoff; the hole it leaves is
 * recorded as a gap when the next segment registers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { captureArgs, parseSegmentListLine, resolveBinary } from '@antena/media';
import type { FastifyBaseLogger } from 'fastify';
import { registerSegment, type RegistryContext } from '../modules/segments/segment-registry';
import { lastSegmentEnds } from '../modules/station-status/station-status.service';
import type { LeasedStation } from './leases';
import { appendJournal, recoverStation, type JournalEntry } from './spool';
import { SegmentClock } from './segment-clock';

const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000];
const STDERR_TAIL = 2000;

export interface CaptureOptions {
  spoolDir: string;
  segmentSeconds: number;
  ctx: RegistryContext;
  log: FastifyBaseLogger;
}

export class StationCapture {
  private child: ChildProcess | null = null;
  private stopped = false;
  private failures = 0;
  private lastFailure = 'capture interrupted';
  private registering: Promise<void> = Promise.resolve();
  private retryTimer: NodeJS.Timeout | null = null;
  private wake: (() => void) | null = null;
  private running: Promise<void> | null = null;
  /** The end of the station's newest segment, so a new run's first segment never overlaps it. */
  private lastEndTs: number | null = null;

  constructor(
    readonly station: LeasedStation,
    private readonly options: CaptureOptions,
  ) {}

  private get stationDir(): string {
    return path.join(this.options.spoolDir, this.station.stationId);
  }

  start(): void {
    this.running = this.recoverThenRun();
  }

  /** Stops ffmpeg (which finishes its current segment) and waits for every registration. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.wake?.();
    this.child?.kill('SIGTERM');
    await this.running;
    await this.registering;
  }

  private async recoverThenRun(): Promise<void> {
    try {
      const recovered = await recoverStation(this.stationDir, (entry) => this.register(entry));
      if (recovered > 0)
        this.options.log.info({ stationId: this.station.stationId, recovered }, 'spooled segments recovered');
    } catch (error) {
      this.options.log.error({ err: error, stationId: this.station.stationId }, 'spool recovery failed');
    }
    try {
      this.lastEndTs =
        (await lastSegmentEnds(this.options.ctx.db, [this.station.stationId])).get(this.station.stationId) ?? null;
    } catch (error) {
      this.options.log.error({ err: error, stationId: this.station.stationId }, 'last segment lookup failed');
    }
    await this.runOnce();
  }

  private register(entry: JournalEntry): Promise<void> {
    return registerSegment(
      this.options.ctx,
      {
        stationId: this.station.stationId,
        file: entry.file,
        startTs: entry.startTs,
        endTs: entry.endTs,
        format: this.station.format,
      },
      this.lastFailure,
    ).then(() => undefined);
  }

  private async runOnce(): Promise<void> {
    if (this.stopped) return;
    const runDir = path.join(this.stationDir, String(Date.now()));
    await mkdir(runDir, { recursive: true });
    const { segmentSeconds, log } = this.options;
    const args = captureArgs({
      streamUrl: this.station.streamUrl,
      format: this.station.format,
      outputDir: runDir,
      segmentSeconds,
    });
    const child = spawn(resolveBinary('ffmpeg'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL);
    });
    const clock = new SegmentClock();
    let produced = 0;
    // A source that stops sending without closing is a stall: ffmpeg would wait forever.
    const stallMs = (segmentSeconds * 2 + 20) * 1000;
    let watchdog = setTimeout(() => child.kill('SIGKILL'), stallMs);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const listed = parseSegmentListLine(line);
      if (!listed) return;
      clearTimeout(watchdog);
      watchdog = setTimeout(() => child.kill('SIGKILL'), stallMs);
      const file = path.join(runDir, path.basename(listed.file));
      const placed = clock.place(listed, Date.now());
      // A server sends a burst of past audio to a new listener (Icecast: several seconds), so a
      // run's first segment may begin before the last one recorded ends; rows never overlap.
      const startTs = Math.max(placed.startTs, this.lastEndTs ?? placed.startTs);
      produced += 1;
      if (placed.endTs <= startTs) {
        void unlink(file).catch(() => undefined);
        return;
      }
      this.lastEndTs = placed.endTs;
      const entry = { file, startTs, endTs: placed.endTs };
      this.registering = this.registering.then(() => this.journalAndRegister(runDir, entry));
    });
    const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(watchdog);
    this.child = null;
    if (this.stopped) return;
    this.lastFailure = (stderr.trim().split('\n').pop() || `ffmpeg exited with ${exitCode}`).slice(0, 300);
    this.failures = produced > 0 ? 1 : this.failures + 1;
    const delay = BACKOFF_MS[Math.min(this.failures - 1, BACKOFF_MS.length - 1)]!;
    log.warn(
      { stationId: this.station.stationId, exitCode, reason: this.lastFailure, retryInMs: delay },
      'capture ended',
    );
    await new Promise<void>((resolve) => {
      this.wake = resolve;
      this.retryTimer = setTimeout(resolve, delay);
    });
    await this.runOnce();
  }

  private async journalAndRegister(runDir: string, entry: JournalEntry): Promise<void> {
    try {
      await appendJournal(runDir, entry);
      await this.register(entry);
      await unlink(entry.file);
    } catch (error) {
      // The journal keeps it: the next capture of this station registers it again.
      this.options.log.error(
        { err: error, stationId: this.station.stationId, file: entry.file },
        'segment registration failed',
      );
    }
  }
}
