/**
 * One part of a retro-scan (retro-scan.ts splits it): a station's hours, all or a block of them,
 * searched on a thread of the pool (retro-scan-pool.ts) while this thread reads the next hours'
 * packs. A block also reads the edges of the hours around it, as far as the audio is long, so that
 * an airing across its edge is found whole by the block it starts in and only by that one.
 *
 * Any worker may run a part, and pg-boss may run one twice (its worker died, or it ran past its
 * expiry): a part of an earlier run is dropped, a finished one is not run again, one run again
 * takes back the progress it had counted, and its matches replace its own.
 */
import { IndexBuilder, analyseFile } from '@antena/fingerprint';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../../context';
import { auditAudios, auditMatches, auditRetroScanParts, auditRetroScans } from '../../db/schema';
import { reviewedAirings } from './finding-review';
import { localCopy } from '../segments/local-copy';
import { PACK_HOUR_MS as HOUR_MS } from '../segments/segment-keys';
import { hourPack, stationHours } from './fingerprint-packs';
import { withSearchThread } from './retro-scan-pool';
import { repairScheduledDays } from './schedule-confirmation';

type PartContext = Pick<Context, 'db' | 'storage' | 'log'>;
type AudioRow = typeof auditAudios.$inferSelect;
type Transaction = Parameters<Parameters<PartContext['db']['transaction']>[0]>[0];

/** An airing found by a thread, on the wall clock. */
export interface FoundAiring {
  startMs: number;
  endMs: number;
  score: number;
  refStartMs: number;
  refEndMs: number;
  speed: number;
}

export const retroScanPartPayload = z
  .object({
    audioId: z.uuid(),
    runId: z.uuid(),
    part: z.number().int().min(0),
    stationId: z.uuid(),
    /** The block's own airings start in [fromTs, toTs); null: the station's first or last block. */
    fromTs: z.number().int().nullable(),
    toTs: z.number().int().nullable(),
  })
  .strict();
export type RetroScanPart = z.infer<typeof retroScanPartPayload>;

/** Progress is written at most this often per part (a month of a station is 720 hours). */
const PROGRESS_EVERY_MS = 1000;
/**
 * Hours read ahead of the one searched: one was not always enough to hide a read's latency
 * (reads run on libuv's threads; four of them here at most hold about 5 MB).
 */
const READ_AHEAD = 4;
/** Hours handed to the thread and not searched yet: enough that it never waits for this thread. */
const IN_FLIGHT = 4;
/** Airings ending this close to the last segment read may go on: the live matching has them. */
const OPEN_END_MS = 1000;
/** Beyond the audio's length, how far a block reads into its neighbours (a slowed airing is longer). */
const EDGE_MARGIN_MS = 60_000;

/** The reference index of the audio's content, built once per process and scan (its parts follow each other). */
const references = new Map<string, Promise<Uint8Array>>();
const REFERENCES_KEPT = 4;

function referenceOf(ctx: PartContext, audio: AudioRow): Promise<Uint8Array> {
  const key = audio.storageKey;
  let built = references.get(key);
  if (!built) {
    built = (async () => {
      const copy = await localCopy(ctx.storage, [audio.storageKey]);
      try {
        const builder = new IndexBuilder();
        builder.add(audio.id, await analyseFile(copy.files[0]!));
        return new Uint8Array(builder.build().encode());
      } finally {
        await copy.dispose();
      }
    })();
    built.catch(() => references.delete(key));
    references.set(key, built);
    if (references.size > REFERENCES_KEPT) references.delete(references.keys().next().value!);
  }
  return built;
}

/** Counts the part's searched segments into the scan's progress, and its own (taken back if it runs again). */
class PartProgress {
  private counted = 0;
  private shown = Date.now();
  private writing = Promise.resolve();

  constructor(
    private readonly ctx: PartContext,
    private readonly part: RetroScanPart,
  ) {}

  add(segments: number): void {
    this.counted += segments;
    if (Date.now() - this.shown >= PROGRESS_EVERY_MS) this.write();
  }

  /** What is counted and not written yet, for the part's last transaction. */
  take(): number {
    const n = this.counted;
    this.counted = 0;
    return n;
  }

  private write(): void {
    this.shown = Date.now();
    const n = this.take();
    const { ctx, part } = this;
    this.writing = this.writing.then(() =>
      ctx.db.transaction(async (tx) => {
        // Summed in SQL: the parts of a scan run at once, in any process. Capped: hours recorded since the scan began count too.
        await tx
          .update(auditRetroScans)
          .set({ segmentsDone: sql`least(${auditRetroScans.segmentsDone} + ${n}, ${auditRetroScans.segmentsTotal})` })
          .where(and(eq(auditRetroScans.audioId, part.audioId), eq(auditRetroScans.runId, part.runId)));
        await tx
          .update(auditRetroScanParts)
          .set({ segmentsDone: sql`${auditRetroScanParts.segmentsDone} + ${n}` })
          .where(and(eq(auditRetroScanParts.runId, part.runId), eq(auditRetroScanParts.part, part.part)));
      }),
    );
    // A failed write fails the part when it settles, not the process before that.
    this.writing.catch(() => undefined);
  }

  async settled(): Promise<void> {
    await this.writing;
  }
}

/** The scan's row locked for the rest of the transaction, if the part is still of its current run. */
async function lockCurrent(tx: Transaction, part: RetroScanPart) {
  const [scan] = await tx.select().from(auditRetroScans).where(eq(auditRetroScans.audioId, part.audioId)).for('update');
  return scan?.runId === part.runId ? scan : null;
}

/** Readies the part to run: false when it is of an earlier run or already finished. */
async function startPart(ctx: PartContext, part: RetroScanPart): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockCurrent(tx, part))) return false;
    const partWhere = and(eq(auditRetroScanParts.runId, part.runId), eq(auditRetroScanParts.part, part.part));
    const [row] = await tx.select().from(auditRetroScanParts).where(partWhere);
    if (!row || row.finished) return false;
    // Run again (its worker died, or it failed and is retried): what it counted is counted again.
    await tx.update(auditRetroScanParts).set({ segmentsDone: 0, error: null }).where(partWhere);
    const [failed] = await tx
      .select({ part: auditRetroScanParts.part })
      .from(auditRetroScanParts)
      .where(and(eq(auditRetroScanParts.runId, part.runId), sql`${auditRetroScanParts.error} is not null`))
      .limit(1);
    await tx
      .update(auditRetroScans)
      .set({
        segmentsDone: sql`greatest(0, ${auditRetroScans.segmentsDone} - ${row.segmentsDone})`,
        // Its own failure is over; another part's still stands.
        ...(!failed && { status: 'RUNNING' as const, error: null }),
      })
      .where(eq(auditRetroScans.audioId, part.audioId));
    return true;
  });
}

async function searchPart(ctx: PartContext, part: RetroScanPart, audio: AudioRow, progress: PartProgress) {
  const ownFrom = part.fromTs ?? -Infinity;
  const ownTo = part.toTs ?? Infinity;
  const edge = Math.min(audio.durationMs + EDGE_MARGIN_MS, HOUR_MS / 2);
  // With the hours either side, whose edges it reads.
  const hours = await stationHours(ctx, part.stationId, {
    ...(part.fromTs !== null && { fromTs: part.fromTs - HOUR_MS }),
    ...(part.toTs !== null && { toTs: part.toTs + HOUR_MS }),
  });
  const index = await referenceOf(ctx, audio);
  const begin = { key: audio.storageKey, index, fromTs: ownFrom - edge, toTs: ownTo + edge };
  return withSearchThread(begin, async (search) => {
    const name = (hourTs: number) => `station ${part.stationId} hour ${new Date(hourTs).toISOString()}`;
    const searchHour = async (seq: number, hour: (typeof hours)[number], bytes: Buffer) => {
      const damaged = await search.hour(seq, name(hour.hourTs), bytes);
      if (damaged) {
        ctx.log.warn(
          { stationId: part.stationId, hourTs: hour.hourTs, reason: damaged },
          'audit: damaged fingerprint pack, read segment by segment',
        );
        const again = await search.hour(
          seq,
          name(hour.hourTs),
          await hourPack(ctx, part.stationId, { ...hour, packed: false }),
        );
        if (again) throw new Error(`The fingerprints of ${name(hour.hourTs)} are unreadable: ${again}`);
      }
      if (hour.hourTs >= ownFrom && hour.hourTs < ownTo) progress.add(hour.segmentCount);
    };
    // The next hours are read while the thread searches (a failure, if the part stops first, is the part's).
    const read = (k: number) => {
      const reading = hourPack(ctx, part.stationId, hours[k]!);
      reading.catch(() => undefined);
      return reading;
    };
    const reading = hours.slice(0, READ_AHEAD).map((_, k) => read(k));
    const searched: Promise<void>[] = [];
    for (const [k, hour] of hours.entries()) {
      const bytes = await reading.shift()!;
      if (k + READ_AHEAD < hours.length) reading.push(read(k + READ_AHEAD));
      if (k >= IN_FLIGHT) await searched[k - IN_FLIGHT];
      const searching = searchHour(k, hour, bytes);
      searching.catch(() => undefined);
      searched.push(searching);
    }
    await Promise.all(searched);
    return search.end();
  });
}

/** Saves the part's airings in place of its own earlier ones, and counts it finished; true when it finished its station. */
async function finishPart(
  ctx: PartContext,
  part: RetroScanPart,
  audio: AudioRow,
  found: { airings: FoundAiring[]; coveredUntil: number },
  counted: number,
): Promise<boolean> {
  // The last block owns what it read up to its last segment; later airings belong to the live matching.
  const until = part.toTs === null ? found.coveredUntil - OPEN_END_MS : Infinity;
  const own = (startMs: number) =>
    (part.fromTs === null || startMs >= part.fromTs) && (part.toTs === null || startMs < part.toTs);
  const airings = found.airings.filter(({ startMs, endMs }) => own(startMs) && endMs < until);
  return ctx.db.transaction(async (tx) => {
    // Under the scan's row lock: parts of one station save one after the other, a stale part not at all.
    if (!(await lockCurrent(tx, part))) return false;
    await tx.delete(auditMatches).where(
      and(
        eq(auditMatches.stationId, part.stationId),
        eq(auditMatches.audioId, audio.id),
        eq(auditMatches.source, 'AUTO'),
        // A reviewed finding stays (issue 33 point 4), and its airing found again is not added.
        eq(auditMatches.review, 'AUTO'),
        part.fromTs === null ? undefined : gte(auditMatches.datetime, part.fromTs),
        part.toTs === null ? undefined : lt(auditMatches.datetime, part.toTs),
        Number.isFinite(until)
          ? sql`${auditMatches.datetime} + ${auditMatches.playedDurationMs} < ${until}`
          : undefined,
      ),
    );
    const starts = airings.map((airing) => airing.startMs);
    const reviewed =
      starts.length > 0
        ? await reviewedAirings(tx, part.stationId, { from: Math.min(...starts), to: Math.max(...starts) })
        : () => false;
    const added = airings.filter((airing) => !reviewed(audio.id, airing.startMs));
    if (added.length > 0)
      await tx.insert(auditMatches).values(
        added.map(({ startMs, endMs, ...airing }) => ({
          stationId: part.stationId,
          audioId: audio.id,
          datetime: startMs,
          playedDurationMs: endMs - startMs,
          ...airing,
          source: 'AUTO' as const,
        })),
      );
    const [finished] = await tx
      .update(auditRetroScanParts)
      .set({ finished: true, segmentsDone: sql`${auditRetroScanParts.segmentsDone} + ${counted}` })
      .where(
        and(
          eq(auditRetroScanParts.runId, part.runId),
          eq(auditRetroScanParts.part, part.part),
          eq(auditRetroScanParts.finished, false),
        ),
      )
      .returning();
    // Run twice at once, the other run counted it.
    if (!finished) return false;
    const [scan] = await tx
      .update(auditRetroScans)
      .set({
        partsLeft: sql`${auditRetroScans.partsLeft} - 1`,
        segmentsDone: sql`least(${auditRetroScans.segmentsDone} + ${counted}, ${auditRetroScans.segmentsTotal})`,
      })
      .where(eq(auditRetroScans.audioId, part.audioId))
      .returning();
    if (scan!.partsLeft === 0 && scan!.status === 'RUNNING')
      await tx
        .update(auditRetroScans)
        .set({ status: 'COMPLETED', segmentsDone: scan!.segmentsTotal })
        .where(eq(auditRetroScans.audioId, part.audioId));
    const [unfinished] = await tx
      .select({ part: auditRetroScanParts.part })
      .from(auditRetroScanParts)
      .where(
        and(
          eq(auditRetroScanParts.runId, part.runId),
          eq(auditRetroScanParts.stationId, part.stationId),
          eq(auditRetroScanParts.finished, false),
        ),
      )
      .limit(1);
    return !unfinished;
  });
}

async function failPart(ctx: PartContext, part: RetroScanPart, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockCurrent(tx, part))) return;
    await tx
      .update(auditRetroScanParts)
      .set({ error: reason })
      .where(and(eq(auditRetroScanParts.runId, part.runId), eq(auditRetroScanParts.part, part.part)));
    await tx
      .update(auditRetroScans)
      .set({ status: 'FAILED', error: reason })
      .where(eq(auditRetroScans.audioId, part.audioId));
  });
}

/** The `audit.retro-scan-part` job. */
export async function runRetroScanPart(ctx: PartContext, part: RetroScanPart): Promise<void> {
  const [audio] = await ctx.db.select().from(auditAudios).where(eq(auditAudios.id, part.audioId));
  if (!audio || !(await startPart(ctx, part))) return;
  try {
    const progress = new PartProgress(ctx, part);
    const found = await searchPart(ctx, part, audio, progress);
    await progress.settled();
    if (!(await finishPart(ctx, part, audio, found, progress.take()))) return;
    // Its airings may confirm the station's spots of that custom id, on any day they fall.
    await repairScheduledDays(ctx, part.stationId, [audio.customId]);
  } catch (error) {
    await failPart(ctx, part, error);
    throw error;
  }
}
