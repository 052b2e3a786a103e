/**
 * The demo radio's schedule (issue 16 point 7): what its client "bought" of the demo spots, laid
 * around the moment the recorder starts, so the schedule status shows every colour on a first
 * start. The generated source airs each spot at its offset of every 15 minutes from the start of
 * its capture (contract DEMO_SPOTS), so from `startedAt`:
 * - DEMO-SPOT-A is scheduled at its first airing: confirmed in tolerance (green) within a minute;
 * - DEMO-SPOT-B is scheduled 7 minutes after its first airing (before it, when after would be
 *   the next day on the station's clock: schedules pair only within their day), with 2 minutes
 *   of tolerance: its airing confirms it off tolerance (yellow);
 * - DEMO-SPOT-C, a spot with no audio loaded, never airs (light, 'No audio').
 * Idempotent: a demo radio that has spot schedules keeps them (its live mention's are seeded
 * apart, demo-talk.ts).
 */
import { type AdScheduleRow, DEMO_SPOTS, stationDay } from '@antena/contract';
import { and, eq } from 'drizzle-orm';
import type { Context } from '../context';
import { auditSchedules, stations } from '../db/schema';
import { auditEnabled } from '../modules/audit/audit-station';
import { createSpotSchedules } from '../modules/audit/schedule-import';

const OFF_TOLERANCE_MS = 7 * 60_000;
const NEVER_AIRED_AFTER_MS = 30 * 60_000;

export async function seedDemoSchedule(
  ctx: Pick<Context, 'db' | 'log'>,
  startedAt: number,
  radioSlug = 'demo-radio',
): Promise<void> {
  const [radio] = await ctx.db.select().from(stations).where(eq(stations.slug, radioSlug));
  if (!radio || !auditEnabled(radio)) return;
  const [existing] = await ctx.db
    .select({ id: auditSchedules.id })
    .from(auditSchedules)
    .where(and(eq(auditSchedules.stationId, radio.id), eq(auditSchedules.type, 'SPOT')))
    .limit(1);
  if (existing) return;
  const [spotA, spotB] = DEMO_SPOTS;
  const row = (line: number, customId: string, datetime: number, version: string): AdScheduleRow => ({
    line,
    datetime,
    customId,
    advertiser: 'Antena Demo',
    campaign: 'Launch',
    version,
    toleranceBefore: 2,
    tolerance: 2,
    order: 'DEMO-ORDER-1',
    custom: {},
  });
  const airedB = startedAt + spotB.offsetSeconds * 1000;
  const sameDay = stationDay(radio.timezone, airedB + OFF_TOLERANCE_MS) === stationDay(radio.timezone, airedB);
  const rows = [
    row(1, spotA.customId, startedAt + spotA.offsetSeconds * 1000, 'A'),
    row(2, spotB.customId, sameDay ? airedB + OFF_TOLERANCE_MS : airedB - OFF_TOLERANCE_MS, 'B'),
    row(3, 'DEMO-SPOT-C', startedAt + NEVER_AIRED_AFTER_MS, 'C'),
  ];
  const { created } = await createSpotSchedules(ctx, radio, rows);
  ctx.log.info({ created }, 'demo schedule added to the demo radio audit');
}
