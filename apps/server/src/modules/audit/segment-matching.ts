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
  type Archive,
  type FrameAiring,
} from '@antena/fingerprint';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { auditAudios, auditMatches, auditSegmentScans, segments, stations } from '../../db/schema';
import { localCopy } from '../segments/local-copy';
import { auditEnabled } from './audit-station';
import { appliesTo } from './audios.service';
import { storeArchive } from './segment-archive';
import { clientReferences } from './reference-index';

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

/** The contiguous segments before `segment` (and it), reaching `lookbackMs` back. */
async function windowOf(ctx: MatchContext, segment: SegmentRow, lookbackMs: number): Promise<SegmentRow[]> {
  const rows = await ctx.db
    .select()
    .from(segments)
    .where(
      and(
        eq(segments.stationId, segment.stationId),
        gte(segments.endTs, segment.startTs - lookbackMs),
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

/** Decodes the window's files in order into one matcher, placing each airing on the wall clock. */
async function airingsOf(
  ctx: MatchContext,
  window: SegmentRow[],
  index: NonNullable<Awaited<ReturnType<typeof clientReferences>>['index']>,
): Promise<{ airings: TimedAiring[]; undecodable: string | null; archive: Archive | null }> {
  const found: FrameAiring[] = [];
  // The newest segment's fingerprints, kept for retro-scans (its own landmarks only).
  const archiver = new ArchiveBuilder();
  const matcher = new Matcher(index, (airing) => found.push(airing));
  const starts: number[] = [];
  const copy = await localCopy(
    ctx.storage,
    window.map((row) => row.storageKey),
  );
  let undecodable: string | null = null;
  try {
    for (const file of copy.files) {
      starts.push(matcher.duration);
      const newest = file === copy.files.at(-1);
      if (newest) archiver.startFile(file);
      try {
        for await (const chunk of decodeAudio(file)) {
          matcher.push(chunk);
          if (newest) archiver.push(chunk);
        }
      } catch (error) {
        // Only the newest segment's failure is this job's to record; an older one was recorded by its own job.
        if (newest) undecodable = error instanceof Error ? error.message : String(error);
        else throw error;
      }
    }
    matcher.end();
  } finally {
    await copy.dispose();
  }
  const toMs = (frame: number) => {
    let k = 0;
    while (k + 1 < starts.length && starts[k + 1]! <= frame) k++;
    return Math.round(window[k]!.startTs + (frame - starts[k]!) * FRAME_SECONDS * 1000);
  };
  const airings = found.map((airing) => ({
    ...airing,
    startMs: toMs(Math.max(0, airing.start)),
    endMs: toMs(airing.end),
  }));
  return { airings, undecodable, archive: undecodable ? null : (archiver.end()[0] ?? null) };
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
  const window = await windowOf(ctx, segment, Math.min(references.longestMs + WINDOW_MARGIN_MS, MAX_LOOKBACK_MS));
  const { airings, undecodable, archive } = await airingsOf(ctx, window, references.index);
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
  await ctx.db.transaction(async (tx) => {
    // Safe to run twice: this segment's own earlier findings are replaced, never doubled.
    await tx
      .delete(auditMatches)
      .where(
        and(
          eq(auditMatches.stationId, station.id),
          eq(auditMatches.source, 'AUTO'),
          sql`${auditMatches.datetime} + ${auditMatches.playedDurationMs} >= ${owned.from}`,
          sql`${auditMatches.datetime} + ${auditMatches.playedDurationMs} < ${owned.to}`,
        ),
      );
    if (matches.length > 0)
      await tx.insert(auditMatches).values(
        matches.map((airing) => ({
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
  });
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
