/**
 * Retro-scan (issue 15 point 3): an audio added or replaced is searched in the stored recordings
 * of the stations it applies to, over everything retention keeps, through the segments'
 * fingerprints read an hour at a time (fingerprint-packs.ts), so months of audio are never
 * decoded again. Progress is counted in segments (`audit_retro_scans`). The scan owns the audio's
 * AUTO matches up to the end of the last segment it read; later ones belong to the live matching.
 *
 * The `audit.retro-scan` job only plans: one part per station, or per block of BLOCK_HOURS of a
 * station with a longer history, each an `audit.retro-scan-part` job (retro-scan-part.ts) that any
 * worker runs on its threads, so a month of 100 stations uses every core of every worker (issue 32).
 * Each plan is a new run: parts of an earlier one (the audio replaced, the job retried) are dropped.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context';
import { auditAudios, auditRetroScanParts, auditRetroScans, stations } from '../../db/schema';
import { auditEnabled } from './audit-station';
import { stationHours } from './fingerprint-packs';
import { runRetroScanPart, type RetroScanPart } from './retro-scan-part';
import { retroScanThreads } from './retro-scan-pool';

type ScanContext = Pick<Context, 'db' | 'storage' | 'log'>;

/**
 * A station's recorded hours per part: 10 days, about 1 s of a thread's search, so that one
 * station with a year of history is searched by all threads at once, and a month of 100 stations
 * is 300 parts, whose per-part costs (a job, a few queries, the edges read twice) stay small.
 */
export const BLOCK_HOURS = 240;

async function stationsOf(ctx: ScanContext, audio: typeof auditAudios.$inferSelect) {
  const where = audio.stationId ? eq(stations.id, audio.stationId) : eq(stations.stationGroupId, audio.stationGroupId!);
  return (await ctx.db.select().from(stations).where(where)).filter(auditEnabled);
}

/** Starts a new run of the audio's scan: its row reset and its parts recorded; returns them to run. */
export async function planRetroScan(
  ctx: ScanContext,
  audioId: string,
  blockHours = BLOCK_HOURS,
): Promise<RetroScanPart[]> {
  const [audio] = await ctx.db.select().from(auditAudios).where(eq(auditAudios.id, audioId));
  if (!audio) return []; // deleted since it was queued
  const runId = randomUUID();
  const parts: (RetroScanPart & { segments: number })[] = [];
  for (const station of await stationsOf(ctx, audio)) {
    const hours = await stationHours(ctx, station.id);
    for (let first = 0; first < hours.length; first += blockHours) {
      const next = hours[first + blockHours];
      parts.push({
        audioId,
        runId,
        part: parts.length,
        stationId: station.id,
        fromTs: first === 0 ? null : hours[first]!.hourTs,
        toTs: next ? next.hourTs : null,
        segments: hours.slice(first, first + blockHours).reduce((sum, hour) => sum + hour.segmentCount, 0),
      });
    }
  }
  const values = {
    status: parts.length > 0 ? ('RUNNING' as const) : ('COMPLETED' as const),
    segmentsTotal: parts.reduce((sum, part) => sum + part.segments, 0),
    segmentsDone: 0,
    error: null,
    runId,
    partsLeft: parts.length,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(auditRetroScans)
      .values({ audioId, ...values })
      .onConflictDoUpdate({ target: auditRetroScans.audioId, set: values });
    await tx.delete(auditRetroScanParts).where(eq(auditRetroScanParts.audioId, audioId));
    if (parts.length > 0)
      await tx
        .insert(auditRetroScanParts)
        .values(parts.map(({ part, stationId }) => ({ runId, part, audioId, stationId })));
  });
  return parts.map(({ segments: _segments, ...part }) => part);
}

/** The `audit.retro-scan` job: plans the scan and queues its parts for every worker. */
export async function startRetroScan(ctx: Context, audioId: string): Promise<void> {
  const { queue } = ctx;
  if (!queue) throw new Error('audit.retro-scan runs on a worker, which has the job queue');
  try {
    for (const part of await planRetroScan(ctx, audioId)) await queue.send('audit.retro-scan-part', part);
  } catch (error) {
    await ctx.db
      .update(auditRetroScans)
      .set({ status: 'FAILED', error: error instanceof Error ? error.message : String(error) })
      .where(eq(auditRetroScans.audioId, audioId));
    throw error;
  }
}

/**
 * The whole scan in this process, its parts on this process's threads (tests and the benchmark,
 * which have no job queue). Rejects with the first part's failure, once every part has ended.
 */
export async function retroScan(ctx: ScanContext, audioId: string, blockHours = BLOCK_HOURS): Promise<void> {
  const parts = await planRetroScan(ctx, audioId, blockHours);
  const results = await Promise.allSettled(
    Array.from({ length: retroScanThreads() }, async () => {
      for (let part = parts.shift(); part; part = parts.shift()) await runRetroScanPart(ctx, part);
    }),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
