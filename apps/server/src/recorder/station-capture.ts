/**
 * One station's capture: ffmpeg with the segment muxer, supervised. Each finished segment
 * (a line of the muxer's CSV list) gets wall-clock times and, for audio, the waveform the same
 * ffmpeg decoded while recording it; it is journaled, registered and removed from the spool. A capture that exits or stalls restarts with backoff; the hole it leaves is
 * recorded as a gap when the next segment registers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { WaveformTap, captureArgs, parseSegmentListLine, resolveBinary, run, trimStartArgs } from '@antena/media';
import type { Readable } from 'node:stream';
import type { Waveform } from '@antena/media';
import type { FastifyBaseLogger } from 'fastify';
import { registerSegment, type RegistryContext } from '../modules/segments/segment-registry';
import { lastSegmentEnds } from '../modules/station-status/station-status.service';
import type { LeasedStation } from './leases';
import { appendJournal, recoverStation, type JournalEntry } from './spool';
import { SegmentClock } from './segment-clock';

const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000];
const STDERR_TAIL = 2000;
/** The file descriptor of ffmpeg's decoded audio for the waveform tap. */
const WAVEFORM_PIPE = 3;
/** How long a finished segment waits for the decoder's last samples before its waveform is cut. */
const WAVEFORM_WAIT_MS = 3000;
/** Less of a repeated start than this (about two audio frames) is not worth rewriting a file. */
const TRIM_MIN_SECONDS = 0.05;

/** Where a segment's audio lies on its capture's timeline, and how much of its start repeats. */
interface CaptureSpan {
  startSeconds: number;
  endSeconds: number;
  repeatedSeconds: number;
}

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

  private register(entry: JournalEntry, waveform?: Waveform): Promise<void> {
    return registerSegment(
      this.options.ctx,
      {
        stationId: this.station.stationId,
        file: entry.file,
        startTs: entry.startTs,
        endTs: entry.endTs,
        format: this.station.format,
        ...(waveform ? { waveform } : {}),
      },
      this.lastFailure,
    ).then(() => undefined);
  }

  private async runOnce(): Promise<void> {
    if (this.stopped) return;
    const runDir = path.join(this.stationDir, String(Date.now()));
    await mkdir(runDir, { recursive: true });
    const { segmentSeconds, log } = this.options;
    const tap = this.station.format === 'mpegts' ? null : new WaveformTap();
    const args = captureArgs({
      streamUrl: this.station.streamUrl,
      format: this.station.format,
      outputDir: runDir,
      segmentSeconds,
      ...(tap ? { waveformPipe: WAVEFORM_PIPE } : {}),
    });
    const child = spawn(resolveBinary('ffmpeg'), args, {
      stdio: tap ? ['ignore', 'pipe', 'pipe', 'pipe'] : ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    if (tap) {
      const pcm = child.stdio[WAVEFORM_PIPE] as Readable;
      pcm.on('data', (chunk: Buffer) => tap.push(chunk));
      pcm.on('close', () => tap.end());
    }
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
      const repeatedSeconds = (startTs - placed.startTs) / 1000;
      const span = {
        startSeconds: listed.startSeconds + repeatedSeconds,
        endSeconds: listed.endSeconds,
        repeatedSeconds,
      };
      this.registering = this.registering.then(() => this.journalAndRegister(runDir, entry, span, tap));
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

  private async journalAndRegister(
    runDir: string,
    entry: JournalEntry,
    span: CaptureSpan,
    tap: WaveformTap | null,
  ): Promise<void> {
    let waveform: Waveform | undefined;
    if (tap) {
      await tap.whenReceived(span.endSeconds, WAVEFORM_WAIT_MS);
      waveform = tap.take(span.startSeconds, span.endSeconds);
    }
    try {
      if (span.repeatedSeconds >= TRIM_MIN_SECONDS) await this.trimStart(entry.file, span.repeatedSeconds);
      await appendJournal(runDir, entry);
      await this.register(entry, waveform);
      await unlink(entry.file);
    } catch (error) {
      // The journal keeps it: the next capture of this station registers it again.
      this.options.log.error(
        { err: error, stationId: this.station.stationId, file: entry.file },
        'segment registration failed',
      );
    }
  }

  /** Drops the start of a file that repeats what the previous segment holds; kept whole if that fails. */
  private async trimStart(file: string, seconds: number): Promise<void> {
    const trimmed = `${file}.trim`;
    try {
      await run('ffmpeg', trimStartArgs(file, trimmed, seconds, this.station.format));
      await rename(trimmed, file);
    } catch (error) {
      await unlink(trimmed).catch(() => undefined);
      this.options.log.warn({ err: error, stationId: this.station.stationId, file }, 'repeated start not trimmed');
    }
  }
}
