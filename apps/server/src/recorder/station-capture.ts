/**
 * One station's capture: ffmpeg with the segment muxer, supervised. Each finished segment
 * (a line of the muxer's CSV list) gets wall-clock times and, for audio, the waveform the same
 * ffmpeg decoded while recording it; it is journaled and handed to the spool's delivery
 * (spool-delivery.ts), which registers it and removes it, now or once storage and database answer.
 * A capture that exits, stalls or cannot start at all (no ffmpeg, a refused argument) restarts
 * with backoff and reports why through `onFailure` (the station status shows it, as a code users
 * read and ffmpeg's own words as the detail, `capture-failure.ts`) until a segment
 * lands again; the hole it leaves is recorded as a gap when the next segment registers. Nothing
 * a capture meets is thrown out of it: the process and the other stations go on.
 */
import { rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  SegmentClock,
  WaveformTap,
  captureArgs,
  carriesDemoTalk,
  parseSegmentListLine,
  segmentClockOffset,
  run,
  spawnFfmpeg,
  trimStartArgs,
  type MediaProcess,
} from '@antena/media';
import type { Readable } from 'node:stream';
import type { Waveform } from '@antena/media';
import type { FastifyBaseLogger } from 'fastify';
import type { RegistryContext } from '../modules/segments/segment-registry';
import { lastSegmentEnds } from '../modules/station-status/station-status.service';
import { captureRestarts, segmentsLost, type SegmentLossReason } from '../observability/pipeline-metrics';
import { classifyCaptureExit, classifyStartError, type ClassifiedFailure } from './capture-failure';
import type { LeasedStation } from './leases';
import { appendJournal, closeRun, openRun, type JournalEntry } from './spool';
import { SpoolDelivery } from './spool-delivery';

const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000];
/** A station's failure reason is cut to this length for logs and the status. */
const REASON_CHARS = 300;
/** How long ffmpeg has to close its segment when asked to stop, before it is killed. */
export const STOP_GRACE_MS = 5000;
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
  /** The recorder's delivery; a capture on its own (tests) gets one of its own. */
  spool?: SpoolDelivery;
  segmentSeconds: number;
  ctx: RegistryContext;
  log: FastifyBaseLogger;
  /** Told why the capture is failing, and null once a segment lands again. */
  onFailure?: (stationId: string, failure: ClassifiedFailure | null) => void;
  /**
   * The demo radio's talk track, looked up at every run: one made after the capture started is
   * on air from its next run.
   */
  demoTalkTrack?: () => Promise<string | undefined>;
}

export class StationCapture {
  private media: MediaProcess | null = null;
  private stopped = false;
  private failures = 0;
  private lastFailure: ClassifiedFailure = { code: 'UNKNOWN', reason: 'capture interrupted' };
  private registering: Promise<void> = Promise.resolve();
  private retryTimer: NodeJS.Timeout | null = null;
  private wake: (() => void) | null = null;
  private running: Promise<void> | null = null;
  /** The end of the station's newest segment, so a new run's first segment never overlaps it. */
  private lastEndTs: number | null = null;

  private readonly spool: SpoolDelivery;

  constructor(
    readonly station: LeasedStation,
    private readonly options: CaptureOptions,
  ) {
    this.spool = options.spool ?? new SpoolDelivery(options);
  }

  private get stationDir(): string {
    return path.join(this.options.spoolDir, this.station.stationId);
  }

  start(): void {
    this.running = this.recoverThenRun();
  }

  /**
   * Asks ffmpeg to end cleanly, so the seconds recorded before a stop or restart are registered:
   * 'q' on stdin, not a signal, because a stop of the whole process group (Ctrl+C, systemd,
   * docker) has already signalled ffmpeg and a second signal makes it exit at once without
   * closing the segment. Killed after STOP_GRACE_MS.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.wake?.();
    const media = this.media;
    if (media) {
      media.stdin?.end('q');
      const killer = setTimeout(() => media.kill('SIGKILL'), STOP_GRACE_MS);
      await media.exited;
      clearTimeout(killer);
    }
    await this.running;
    await this.registering;
    if (!this.options.spool) await this.spool.stop();
  }

  private async recoverThenRun(): Promise<void> {
    // What earlier runs left is on the timeline before this run's first segment is placed.
    await this.spool.deliver(this.station.stationId);
    try {
      this.lastEndTs =
        (await lastSegmentEnds(this.options.ctx.db, [this.station.stationId])).get(this.station.stationId) ?? null;
    } catch (error) {
      this.options.log.error({ err: error, stationId: this.station.stationId }, 'last segment lookup failed');
    }
    await this.supervise();
  }

  /** Runs ffmpeg again and again, with backoff, until stopped; never rejects. */
  private async supervise(): Promise<void> {
    while (!this.stopped) {
      let produced = 0;
      try {
        produced = await this.runOnce();
      } catch (error) {
        // The run directory could not be made, or the arguments not built: a failure like any other.
        this.lastFailure = classifyStartError(error);
      }
      if (this.stopped) return;
      captureRestarts.inc({ station: this.station.stationId });
      this.failures = produced > 0 ? 1 : this.failures + 1;
      const delay = BACKOFF_MS[Math.min(this.failures - 1, BACKOFF_MS.length - 1)]!;
      this.lastFailure = { ...this.lastFailure, reason: this.lastFailure.reason.slice(0, REASON_CHARS) };
      this.options.log.warn(
        { stationId: this.station.stationId, ...this.lastFailure, retryInMs: delay },
        'capture ended',
      );
      this.options.onFailure?.(this.station.stationId, this.lastFailure);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        this.retryTimer = setTimeout(resolve, delay);
      });
    }
  }

  /** One ffmpeg run; resolves with the number of segments it produced once it has ended. */
  private async runOnce(): Promise<number> {
    const runDir = await openRun(this.stationDir);
    try {
      return await this.runIn(runDir);
    } finally {
      closeRun(runDir);
      // The ended run's directory goes once what it holds is delivered.
      this.registering = this.registering.then(() => this.spool.deliver(this.station.stationId));
    }
  }

  private async runIn(runDir: string): Promise<number> {
    const demoTalkTrack = carriesDemoTalk(this.station.streamUrl) ? await this.options.demoTalkTrack?.() : undefined;
    // A stop that came while the directory was made must not leave an ffmpeg nobody stops.
    if (this.stopped) return 0;
    const { segmentSeconds } = this.options;
    const tap = this.station.format === 'mpegts' ? null : new WaveformTap();
    const args = captureArgs({
      streamUrl: this.station.streamUrl,
      format: this.station.format,
      outputDir: runDir,
      segmentSeconds,
      clockOffsetSeconds: segmentClockOffset(this.station.stationId, segmentSeconds),
      ...(tap ? { waveformPipe: WAVEFORM_PIPE } : {}),
      demoTalkTrack,
    });
    const media = spawnFfmpeg(args, { stdin: true, extraPipes: tap ? WAVEFORM_PIPE - 2 : 0 });
    this.media = media;
    const pcm = media.child?.stdio[WAVEFORM_PIPE] as Readable | undefined;
    if (tap && pcm) {
      pcm.on('data', (chunk: Buffer) => tap.push(chunk));
      pcm.on('close', () => tap.end());
    } else tap?.end();
    const clock = new SegmentClock();
    let produced = 0;
    // A source that stops sending without closing is a stall: ffmpeg would wait forever.
    const stallMs = (segmentSeconds * 2 + 20) * 1000;
    let stalled = false;
    const stall = () => {
      stalled = true;
      media.kill('SIGKILL');
    };
    let watchdog = setTimeout(stall, stallMs);
    const lines = media.stdout ? createInterface({ input: media.stdout }) : null;
    lines?.on('line', (line) => {
      const listed = parseSegmentListLine(line);
      if (!listed) {
        // The list carries nothing else: a cut whose times cannot be read cannot be placed on the
        // timeline, and its file goes with the run's directory.
        if (line.trim()) this.lost('unknown-times', { line });
        return;
      }
      clearTimeout(watchdog);
      watchdog = setTimeout(stall, stallMs);
      if (produced === 0) this.options.onFailure?.(this.station.stationId, null);
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
      this.registering = this.registering.then(() => this.journalAndDeliver(runDir, entry, span, tap));
    });
    const exit = await media.exited;
    clearTimeout(watchdog);
    this.media = null;
    this.lastFailure = classifyCaptureExit(exit, { stalled, recorded: produced > 0 });
    return produced;
  }

  private async journalAndDeliver(
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
    } catch (error) {
      this.options.log.error(
        { err: error, stationId: this.station.stationId, file: entry.file },
        'segment not journaled',
      );
      // Without its journal line no delivery knows its times, and the spool's clean-up removes its file.
      this.lost('not-journaled', { file: entry.file });
      return;
    }
    // Delivered now, or kept and delivered once storage and database answer: it never throws.
    await this.spool.deliver(this.station.stationId, {
      ...entry,
      gapReason: this.lastFailure.reason,
      ...(waveform ? { waveform } : {}),
    });
  }

  private lost(reason: SegmentLossReason, detail: Record<string, string>): void {
    segmentsLost.inc({ station: this.station.stationId, reason });
    this.options.log.error({ stationId: this.station.stationId, reason, ...detail }, 'segment lost');
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
