/**
 * Retro-scan (issue 15 point 3): an audio added or replaced is searched in the stored recordings
 * of the stations it applies to, over everything retention keeps, through the segments'
 * fingerprints read an hour at a time (fingerprint-packs.ts), so months of audio are never
 * decoded again. Progress is counted in segments (`audit_retro_scans`). The scan owns the audio's
 * AUTO matches up to the end of the last segment it read; later ones belong to the live matching.
 */
import {
  analyseFile,
  ArchiveSearch,
  FRAME_SECONDS,
  IndexBuilder,
  SearchTable,
  type Archive,
  type FrameAiring,
} from '@antena/fingerprint';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { auditAudios, auditMatches, auditRetroScans, segments, stations } from '../../db/schema';
import { localCopy } from '../segments/local-copy';
import { auditEnabled } from './audit-station';
import { hourArchives, stationHours, type SegmentSpan } from './fingerprint-packs';
import { repairScheduledDays } from './schedule-confirmation';

type ScanContext = Pick<Context, 'db' | 'storage' | 'log'>;
type AudioRow = typeof auditAudios.$inferSelect;
/** Progress is written at most this often (a month of a station is 720 hours). */
const PROGRESS_EVERY_MS = 1000;
/**
 * Hours read ahead of the one searched: one was not always enough to hide a read's latency
 * (reads run on libuv's threads; four of them here at most hold about 5 MB).
 */
const READ_AHEAD = 4;
/** Airings ending this close to the last segment read may go on: the live matching has them. */
const OPEN_END_MS = 1000;

async function referenceOf(ctx: ScanContext, audio: AudioRow) {
  const copy = await localCopy(ctx.storage, [audio.storageKey]);
  try {
    const builder = new IndexBuilder();
    builder.add(audio.id, await analyseFile(copy.files[0]!));
    // Built once: every unbroken run of recording starts a search of the same table.
    return new SearchTable(builder.build());
  } finally {
    await copy.dispose();
  }
}

async function stationsOf(ctx: ScanContext, audio: AudioRow) {
  const where = audio.stationId ? eq(stations.id, audio.stationId) : eq(stations.stationGroupId, audio.stationGroupId!);
  return (await ctx.db.select().from(stations).where(where)).filter(auditEnabled);
}

/** One station's recordings, in order, as one search per unbroken run; airings on the wall clock. */
class StationSearch {
  private search: ArchiveSearch | null = null;
  private starts: number[] = [];
  private runSegments: SegmentSpan[] = [];
  private found: FrameAiring[] = [];
  readonly airings: { startMs: number; endMs: number; airing: FrameAiring }[] = [];
  coveredUntil = 0;

  constructor(private readonly table: SearchTable) {}

  add(segment: SegmentSpan, archive: Archive | null): void {
    const last = this.runSegments.at(-1);
    if (!archive || (last && segment.startTs - last.endTs >= 1000)) this.flush();
    this.coveredUntil = segment.endTs;
    if (!archive) return;
    this.search ??= new ArchiveSearch(this.table, (airing) => this.found.push(airing));
    this.starts.push(this.search.position);
    this.runSegments.push(segment);
    this.search.add(archive);
  }

  flush(): void {
    if (!this.search) return;
    this.search.end();
    const toMs = (frame: number) => {
      // The last segment starting at or before `frame` (a run may hold a month of segments).
      let k = 0;
      for (let hi = this.starts.length - 1; k < hi;) {
        const mid = (k + hi + 1) >> 1;
        if (this.starts[mid]! <= frame) k = mid;
        else hi = mid - 1;
      }
      return Math.round(this.runSegments[k]!.startTs + (frame - this.starts[k]!) * FRAME_SECONDS * 1000);
    };
    for (const airing of this.found)
      this.airings.push({ startMs: toMs(Math.max(0, airing.start)), endMs: toMs(airing.end), airing });
    this.search = null;
    this.starts = [];
    this.runSegments = [];
    this.found = [];
  }
}

async function setProgress(ctx: ScanContext, audioId: string, values: Partial<typeof auditRetroScans.$inferInsert>) {
  await ctx.db.update(auditRetroScans).set(values).where(eq(auditRetroScans.audioId, audioId));
}

export async function retroScan(ctx: ScanContext, audioId: string): Promise<void> {
  const [audio] = await ctx.db.select().from(auditAudios).where(eq(auditAudios.id, audioId));
  if (!audio) return; // deleted since it was queued
  const targets = await stationsOf(ctx, audio);
  const stationIds = targets.map((station) => station.id);
  const [total] = stationIds.length
    ? await ctx.db.select({ value: count() }).from(segments).where(inArray(segments.stationId, stationIds))
    : [{ value: 0 }];
  await ctx.db
    .insert(auditRetroScans)
    .values({ audioId, status: 'RUNNING', segmentsTotal: total?.value ?? 0, segmentsDone: 0, error: null })
    .onConflictDoUpdate({
      target: auditRetroScans.audioId,
      set: { status: 'RUNNING', segmentsTotal: total?.value ?? 0, segmentsDone: 0, error: null },
    });
  try {
    const table = await referenceOf(ctx, audio);
    let done = 0;
    let shown = Date.now();
    for (const station of targets) {
      const search = new StationSearch(table);
      const hours = await stationHours(ctx, station.id);
      // The next hours are read while this one is searched (a failure, if the scan stops first, is the scan's).
      const read = (k: number) => {
        const reading = hourArchives(ctx, station.id, hours[k]!);
        reading.catch(() => undefined);
        return reading;
      };
      const reading = hours.slice(0, READ_AHEAD).map((_, k) => read(k));
      for (const [k, hour] of hours.entries()) {
        const items = await reading.shift()!;
        if (k + READ_AHEAD < hours.length) reading.push(read(k + READ_AHEAD));
        for (const { segment, archive } of items) search.add(segment, archive);
        done += hour.segmentCount;
        if (Date.now() - shown < PROGRESS_EVERY_MS) continue;
        shown = Date.now();
        await setProgress(ctx, audioId, { segmentsDone: done });
      }
      search.flush();
      await saveMatches(ctx, audio, station.id, search);
      // Its airings may confirm the station's spots of that custom id, on any day they fall.
      await repairScheduledDays(ctx, station.id, [audio.customId]);
    }
    await setProgress(ctx, audioId, { status: 'COMPLETED', segmentsDone: done });
  } catch (error) {
    await setProgress(ctx, audioId, {
      status: 'FAILED',
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}

async function saveMatches(ctx: ScanContext, audio: AudioRow, stationId: string, search: StationSearch) {
  const until = search.coveredUntil - OPEN_END_MS;
  const found = search.airings.filter(({ endMs }) => endMs < until);
  await ctx.db.transaction(async (tx) => {
    // Run again, the scan replaces its own findings rather than doubling them.
    await tx
      .delete(auditMatches)
      .where(
        and(
          eq(auditMatches.stationId, stationId),
          eq(auditMatches.audioId, audio.id),
          eq(auditMatches.source, 'AUTO'),
          sql`${auditMatches.datetime} + ${auditMatches.playedDurationMs} < ${until}`,
        ),
      );
    if (found.length > 0)
      await tx.insert(auditMatches).values(
        found.map(({ startMs, endMs, airing }) => ({
          stationId,
          audioId: audio.id,
          datetime: startMs,
          score: airing.score,
          playedDurationMs: endMs - startMs,
          refStartMs: Math.round(airing.refStart * FRAME_SECONDS * 1000),
          refEndMs: Math.round(airing.refEnd * FRAME_SECONDS * 1000),
          speed: airing.speed,
          source: 'AUTO' as const,
        })),
      );
  });
}
