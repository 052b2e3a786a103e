/**
 * Delivery of spooled segments: every finished file a capture journals is registered from here,
 * the station's spool oldest first, so one path serves the live segment, the ones an outage of
 * the store or the database held back, and a crashed recorder's leftovers. A station whose
 * delivery fails keeps its files and is tried again every RETRY_MS while the process runs,
 * capture or no capture (its lease may have moved to another recorder), so segments reach the
 * timeline seconds after the store or database is back, without a restart. Each file is fitted
 * to the timeline first (spool-timeline.ts): a retry whose first answer was lost, or time
 * another capture recorded meanwhile, is never registered twice. Nothing here throws.
 */
import { rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { StationFormat } from '@antena/contract';
import { run, trimStartArgs, type Waveform } from '@antena/media';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { stations } from '../db/schema';
import { segmentsLost, type SegmentLossReason } from '../observability/pipeline-metrics';
import { registerSegment, type RegistryContext } from '../modules/segments/segment-registry';
import { appendJournal, readStationSpool, spooledStations, type JournalEntry } from './spool';
import { fitToTimeline, repairGapsAround, type Fit } from './spool-timeline';

/** The first retry of a station's spool after 5 s, then every 10 s while it still fails. */
const RETRY_MS = [5000, 10_000] as const;
const FORMAT_OF_EXTENSION: Record<string, StationFormat> = { '.mp3': 'mp3', '.aac': 'aac', '.ts': 'mpegts' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Deliveries of one station's spool, one after the other in this process: recorders sharing
 * the process (and its spool) never register the same file at once.
 */
const stationTurns = new Map<string, Promise<unknown>>();

export interface SpoolDeliveryOptions {
  spoolDir: string;
  ctx: RegistryContext;
  log: FastifyBaseLogger;
  /** Older than this a segment is no longer accepted (STREAMER_BOX_BACKFILL_MAX_HOURS): dropped. */
  maxAgeMs?: number;
}

export interface FinishedFile extends JournalEntry {
  /** The waveform the capture computed while recording (the worker computes it otherwise). */
  waveform?: Waveform;
  /** Why the capture last stopped: the reason of a gap this segment closes. */
  gapReason: string;
}

export class SpoolDelivery {
  private readonly waveforms = new Map<string, Waveform>();
  private readonly gapReasons = new Map<string, string>();
  /**
   * Stations whose spool this delivery emptied, with no failure since: a capture's next segment
   * is delivered alone, without reading the run's journal (which grows as long as ffmpeg runs).
   */
  private readonly clean = new Set<string>();
  /** Stations whose spool holds segments that failed to register, since when. */
  private readonly waiting = new Map<string, number>();
  private readonly pending = new Set<string>();
  private failedRounds = 0;
  private timer: NodeJS.Timeout | null = null;
  private inRound = false;
  private round: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: SpoolDeliveryOptions) {}

  /** Delivers, in the background, what every station's spool holds (a crashed recorder's leftovers). */
  start(): void {
    this.round = spooledStations(this.options.spoolDir).then((found) => {
      for (const stationId of found) this.pending.add(stationId);
      return this.retryRound();
    });
  }

  /** Delivers the station's spool, with the file the capture just finished; resolves once tried. */
  deliver(stationId: string, finished?: FinishedFile): Promise<void> {
    if (finished?.waveform) this.waveforms.set(finished.file, finished.waveform);
    if (finished) this.gapReasons.set(stationId, finished.gapReason);
    return this.drain(stationId, finished).then(() => undefined);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.round;
  }

  private drain(stationId: string, finished?: JournalEntry): Promise<boolean> {
    const key = path.join(this.options.spoolDir, stationId);
    const turn = (stationTurns.get(key) ?? Promise.resolve()).then(() => this.drainNow(stationId, finished));
    stationTurns.set(key, turn);
    return turn.then((delivered) => {
      if (stationTurns.get(key) === turn) stationTurns.delete(key);
      if (delivered) this.pending.delete(stationId);
      else {
        this.pending.add(stationId);
        this.schedule();
      }
      return delivered;
    });
  }

  private schedule(): void {
    if (this.timer || this.inRound || this.stopped) return;
    const delay = RETRY_MS[Math.min(this.failedRounds, RETRY_MS.length - 1)];
    this.timer = setTimeout(() => {
      this.timer = null;
      this.round = this.retryRound();
    }, delay);
  }

  private async retryRound(): Promise<void> {
    this.inRound = true;
    try {
      // One station after the other: a store coming back is not met by every station at once.
      for (const stationId of [...this.pending]) if (!this.stopped) await this.drain(stationId);
    } finally {
      this.inRound = false;
    }
    this.failedRounds = this.pending.size > 0 ? this.failedRounds + 1 : 0;
    if (this.pending.size > 0) this.schedule();
  }

  /** True once nothing this process can deliver is left in the station's spool. */
  private async drainNow(stationId: string, finished?: JournalEntry): Promise<boolean> {
    if (!UUID.test(stationId)) return true;
    const { log } = this.options;
    let left = 0;
    try {
      const alone = finished && this.clean.has(stationId);
      const { entries, endedRuns } = alone
        ? { entries: [finished], endedRuns: [] }
        : await readStationSpool(path.join(this.options.spoolDir, stationId));
      left = entries.length;
      // A station deleted since its spool was last emptied fails its registration: the full read
      // that follows finds it gone.
      const known = alone || entries.length === 0 || (await this.stationExists(stationId));
      for (const entry of entries) {
        if (known) await this.deliverEntry(stationId, entry);
        else await this.drop(stationId, entry, 'its station was deleted', 'spool-station-deleted');
        left -= 1;
      }
      await Promise.all(endedRuns.map((runDir) => rm(runDir, { recursive: true, force: true })));
    } catch (error) {
      this.clean.delete(stationId);
      if (!this.waiting.has(stationId)) {
        this.waiting.set(stationId, Date.now());
        const reason = error instanceof Error ? error.message : String(error);
        const count = `${left} segment${left === 1 ? '' : 's'}`;
        log.warn({ err: error, stationId, waiting: left }, `${count} of station ${stationId} waiting: ${reason}`);
      }
      return false;
    }
    this.clean.add(stationId);
    const since = this.waiting.get(stationId);
    if (since !== undefined) {
      this.waiting.delete(stationId);
      log.info(
        { stationId, waitedMs: Date.now() - since },
        `spooled segments of station ${stationId} delivered after ${Math.round((Date.now() - since) / 1000)} s`,
      );
    }
    return true;
  }

  private async stationExists(stationId: string): Promise<boolean> {
    const [row] = await this.options.ctx.db
      .select({ id: stations.id })
      .from(stations)
      .where(eq(stations.id, stationId));
    return Boolean(row);
  }

  /** Registers one spooled file where it fits, then removes it; throws when it must stay. */
  private async deliverEntry(stationId: string, entry: JournalEntry): Promise<void> {
    const format = FORMAT_OF_EXTENSION[path.extname(entry.file)];
    if (!format) return this.drop(stationId, entry, 'its file is of no station format', 'spool-unknown-format');
    if (entry.endTs < Date.now() - (this.options.maxAgeMs ?? Infinity))
      return this.drop(
        stationId,
        entry,
        'it is older than a late segment may be (STREAMER_BOX_BACKFILL_MAX_HOURS)',
        'spool-too-old',
      );
    const { ctx } = this.options;
    const fit = await fitToTimeline(ctx.db, stationId, entry);
    if (fit.kind === 'registered') return this.discard(entry.file);
    if (fit.kind === 'covered') return this.drop(stationId, entry, 'another capture recorded its time');
    const segment =
      fit.startTs === entry.startTs && fit.endTs === entry.endTs ? entry : await this.cut(entry, fit, format);
    if (!segment)
      return this.drop(stationId, entry, 'the part no other capture recorded could not be cut', 'spool-cut-failed');
    const waveform = this.waveforms.get(segment.file);
    const gapReason = this.gapReasons.get(stationId) ?? 'capture interrupted';
    const { created } = await registerSegment(
      ctx,
      {
        stationId,
        format,
        file: segment.file,
        startTs: segment.startTs,
        endTs: segment.endTs,
        ...(waveform ? { waveform } : {}),
      },
      gapReason,
    );
    if (created) await repairGapsAround(ctx.db, stationId, segment, gapReason);
    await this.discard(segment.file);
  }

  /**
   * Keeps only the stretch of a file that no other capture recorded, as a file and journal line
   * of its own (so a retry never cuts it twice); null when ffmpeg cannot cut it.
   */
  private async cut(
    entry: JournalEntry,
    fit: Extract<Fit, { kind: 'fits' }>,
    format: StationFormat,
  ): Promise<JournalEntry | null> {
    const extension = path.extname(entry.file);
    const file = `${entry.file.slice(0, -extension.length)}-fit${extension}`;
    try {
      const skip = (fit.startTs - entry.startTs) / 1000;
      await run('ffmpeg', trimStartArgs(entry.file, file, skip, format, (fit.endTs - fit.startTs) / 1000));
    } catch (error) {
      this.options.log.error({ err: error, file: entry.file }, 'spooled segment not cut');
      await unlink(file).catch(() => undefined);
      return null;
    }
    const cut = { file, startTs: fit.startTs, endTs: fit.endTs };
    await appendJournal(path.dirname(entry.file), cut);
    await this.discard(entry.file);
    return cut;
  }

  /**
   * Removes a spooled file without registering it. `lost` names why its recording is lost, counted
   * in antena_segments_lost_total; a file whose time another capture recorded loses nothing.
   */
  private async drop(stationId: string, entry: JournalEntry, why: string, lost?: SegmentLossReason): Promise<void> {
    if (lost) segmentsLost.inc({ station: stationId, reason: lost });
    this.options.log.warn(
      { stationId, file: entry.file, startTs: entry.startTs, endTs: entry.endTs },
      `spooled segment ${path.basename(entry.file)} of station ${stationId} dropped: ${why}`,
    );
    await this.discard(entry.file);
  }

  private async discard(file: string): Promise<void> {
    this.waveforms.delete(file);
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
