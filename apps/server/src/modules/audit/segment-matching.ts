/**
 * The fingerprint engine in the recording pipeline (issue 15 point 2): each new segment of an
 * audit station is matched against the client's references as it lands (job
 * `audit.match-segment`). The segment is decoded with the segments before it, as far back as the
 * longest reference, so an airing that runs across segment boundaries is seen whole and reported
 * once: by the job of the segment in which it ends. An airing still playing at the end of the
 * window belongs to the next segment's job, which sees more of it.
 */
import {
  ArchiveBuilder,
  decodeAudio,
  FRAME_SECONDS,
  Matcher,
  SAMPLE_RATE,
  type Archive,
  type FrameAiring,
} from '@antena/fingerprint';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { auditAudios, auditMatches, auditSegmentScans, segments, stations } from '../../db/schema';
import { reviewedAirings } from './finding-review';
import { matchingDelay } from '../../observability/pipeline-metrics';
import { localCopy } from '../segments/local-copy';
import { auditEnabled } from './audit-station';
import { appliesTo } from './audios.service';
import { storeArchive } from './segment-archive';
import { clientReferences } from './reference-index';
import { repairMatchDays } from './schedule-confirmation';

type MatchContext = Pick<Context, 'db' | 'storage' | 'log'>;
type SegmentRow = typeof segments.$inferSelect;

/** An airing ending this close to the end of what was decoded may go on: the next job reports it. */
const OPEN_END_MS = 1000;
/** Beyond the longest reference, so a slowed-down airing still fits the window. */
const WINDOW_MARGIN_MS = 10_000;
/**
 * However long a client's longest audio (a whole programme uploaded by mistake), a job decodes
 * at most this much: an airing longer than it is reported from where the window starts.
 */
const MAX_LOOKBACK_MS = 5 * 60_000;

/** The contiguous segments before `segment` (and it), reaching back to `lookbackFrom`. */
async function windowOf(ctx: MatchContext, segment: SegmentRow, lookbackFrom: number): Promise<SegmentRow[]> {
  const rows = await ctx.db
    .select()
    .from(segments)
    .where(
      and(
        eq(segments.stationId, segment.stationId),
        gte(segments.endTs, lookbackFrom),
        lte(segments.startTs, segment.startTs),
      ),
    )
    .orderBy(asc(segments.startTs));
  // A gap breaks the recording: an airing cannot run across it.
  let first = rows.length - 1;
  while (first > 0 && rows[first]!.startTs - rows[first - 1]!.endTs < 1000) first--;
  return rows.slice(first);
}

interface TimedAiring extends FrameAiring {
  startMs: number;
  endMs: number;
}

/**
 * Wall-clock time of a moment `ms` into the earlier segments decoded end to end: each segment's
 * own start anchors its part, so a clock drift or a short gap between them never accumulates.
 */
function earlierClock(earlier: SegmentRow[]): (ms: number) => number {
  return (ms) => {
    let at = 0;
    for (const [k, row] of earlier.entries()) {
      const length = row.endTs - row.startTs;
      if (ms < at + length || k === earlier.length - 1) return row.startTs + ms - at;
      at += length;
    }
    return ms;
  };
}

/**
 * Decodes the window into one matcher, placing each airing on the wall clock: the earlier
 * segments as one stream (one ffmpeg), fingerprinted only from `lookbackFrom`, then the segment
 * itself, whose fingerprints the matcher also hands to its archive, so nothing is fingerprinted twice.
 */
async function airingsOf(
  ctx: MatchContext,
  window: SegmentRow[],
  lookbackFrom: number,
  index: NonNullable<Awaited<ReturnType<typeof clientReferences>>['index']>,
): Promise<{ airings: TimedAiring[]; undecodable: string | null; archive: Archive | null }> {
  const segment = window.at(-1)!;
  const earlier = window.slice(0, -1);
  const found: FrameAiring[] = [];
  const archiver: { builder?: ArchiveBuilder } = {};
  const matcher = new Matcher(index, (airing) => found.push(airing), {
    onLandmark: (t, f, dt, interval) => archiver.builder?.landmark(t, f, dt, interval),
  });
  // The newest segment's fingerprints, kept for retro-scans.
  const builder = new ArchiveBuilder(matcher);
  archiver.builder = builder;
  const skippedMs = earlier.length > 0 ? Math.max(0, lookbackFrom - earlier[0]!.startTs) : 0;
  const copy = await localCopy(ctx.storage, [
    ...(earlier.length > 0 ? [earlier.map((row) => row.storageKey)] : []),
    segment.storageKey,
  ]);
  let undecodable: string | null = null;
  let segmentStart = 0;
  try {
    if (earlier.length > 0) {
      // An earlier segment that does not decode was recorded by its own job: this one fails and is retried.
      let skip = Math.round((skippedMs * SAMPLE_RATE) / 1000);
      for await (const chunk of decodeAudio(copy.files[0]!)) {
        if (skip >= chunk.length) skip -= chunk.length;
        else {
          matcher.push(skip > 0 ? chunk.subarray(skip) : chunk);
          skip = 0;
        }
      }
    }
    segmentStart = matcher.duration;
    builder.startFile(copy.files.at(-1)!);
    try {
      for await (const chunk of decodeAudio(copy.files.at(-1)!)) matcher.push(chunk);
    } catch (error) {
      undecodable = error instanceof Error ? error.message : String(error);
    }
    matcher.end();
  } finally {
    await copy.dispose();
  }
  const frameMs = FRAME_SECONDS * 1000;
  const clock = earlierClock(earlier);
  const toMs = (frame: number) =>
    Math.round(
      frame >= segmentStart ? segment.startTs + (frame - segmentStart) * frameMs : clock(skippedMs + frame * frameMs),
    );
  const airings = found.map((airing) => ({
    ...airing,
    startMs: toMs(Math.max(0, airing.start)),
    endMs: toMs(airing.end),
  }));
  return { airings, undecodable, archive: undecodable ? null : (builder.end()[0] ?? null) };
}

export async function matchSegment(ctx: MatchContext, segmentId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ segment: segments, station: stations })
    .from(segments)
    .innerJoin(stations, eq(stations.id, segments.stationId))
    .where(eq(segments.id, segmentId));
  // Retention may have removed it since it was queued; a station without audit is not matched.
  if (!row || !auditEnabled(row.station)) return;
  const { segment, station } = row;
  const references = await clientReferences(ctx, station.clientId);
  const scan = { segmentId, stationId: station.id, indexSignature: references.signature };
  if (!references.index) {
    await recordScan(ctx, { ...scan, error: null });
    return;
  }
  const lookbackFrom = segment.startTs - Math.min(references.longestMs + WINDOW_MARGIN_MS, MAX_LOOKBACK_MS);
  const window = await windowOf(ctx, segment, lookbackFrom);
  const { airings, undecodable, archive } = await airingsOf(ctx, window, lookbackFrom, references.index);
  if (archive) await storeArchive(ctx, segment, archive);
  const applying = new Set(
    (await ctx.db.select({ id: auditAudios.id }).from(auditAudios).where(appliesTo(station))).map((audio) => audio.id),
  );
  // The airings this segment owns: those ending in it, short of its open end.
  const owned = { from: segment.startTs - OPEN_END_MS, to: segment.endTs - OPEN_END_MS };
  const matches = airings.filter(
    (airing) =>
      airing.endMs >= owned.from && airing.endMs < owned.to && applying.has(references.index!.ids[airing.ref]!),
  );
  const replaced = await ctx.db.transaction(async (tx) => {
    // Safe to run twice: this segment's own earlier findings are replaced, never doubled.
    const deleted = await tx
      .delete(auditMatches)
      .where(
        and(
          eq(auditMatches.stationId, station.id),
          eq(auditMatches.source, 'AUTO'),
          // A reviewed finding stays (issue 33 point 4), and its airing found again is not added.
          eq(auditMatches.review, 'AUTO'),
          sql`${auditMatches.datetime} + ${auditMatches.playedDurationMs} >= ${owned.from}`,
          sql`${auditMatches.datetime} + ${auditMatches.playedDurationMs} < ${owned.to}`,
        ),
      )
      .returning({ datetime: auditMatches.datetime });
    const reviewed =
      matches.length > 0
        ? await reviewedAirings(tx, station.id, {
            from: Math.min(...matches.map((airing) => airing.startMs)),
            to: Math.max(...matches.map((airing) => airing.startMs)),
          })
        : () => false;
    const added = matches.filter((airing) => !reviewed(references.index!.ids[airing.ref]!, airing.startMs));
    if (added.length > 0)
      await tx.insert(auditMatches).values(
        added.map((airing) => ({
          stationId: station.id,
          audioId: references.index!.ids[airing.ref]!,
          datetime: airing.startMs,
          score: airing.score,
          playedDurationMs: airing.endMs - airing.startMs,
          refStartMs: Math.round(airing.refStart * FRAME_SECONDS * 1000),
          refEndMs: Math.round(airing.refEnd * FRAME_SECONDS * 1000),
          speed: airing.speed,
          source: 'AUTO' as const,
        })),
      );
    await tx
      .insert(auditSegmentScans)
      .values({ ...scan, error: undecodable })
      .onConflictDoUpdate({
        target: auditSegmentScans.segmentId,
        set: { indexSignature: scan.indexSignature, error: undecodable, scannedAt: new Date() },
      });
    return deleted;
  });
  matchingDelay.observe(Math.max(0, Date.now() - segment.endTs) / 1000);
  // Only the days of what was found or replaced (usually none) are paired again.
  await repairMatchDays(ctx, station, [
    ...replaced.map((match) => match.datetime),
    ...matches.map((airing) => airing.startMs),
  ]);
  if (undecodable) ctx.log.warn({ segmentId, reason: undecodable }, 'audit: segment cannot be decoded, skipped');
}

async function recordScan(
  ctx: MatchContext,
  scan: { segmentId: string; stationId: string; indexSignature: string; error: string | null },
) {
  await ctx.db
    .insert(auditSegmentScans)
    .values(scan)
    .onConflictDoUpdate({
      target: auditSegmentScans.segmentId,
      set: { indexSignature: scan.indexSignature, error: scan.error, scannedAt: new Date() },
    });
}
