/** Test data for AOD: clients with the flag, a station with audit, an order's schedules and airings. */
import { stationDay } from '@antena/contract';
import type { AodRuleInput } from '@antena/contract';
import type { Db } from '../../db';
import { auditMatches, auditSchedules } from '../../db/schema';
import { featureFlags } from '../../access/feature-flags';
import { createAuditAudio, createClient, createStation, createUser } from '../../../test/factories';
import type { TestContext } from '../../../test/helpers';
import { repairStation } from '../audit/schedule-confirmation';

export const ZONE = 'America/Argentina/Buenos_Aires';
export const AUDIT_ON = { audit: { enabled: true } };

/** A client with AOD on (or off), its admin and one station with audit. */
export async function aodClient(db: Db, adminEmail: string, { aod = true } = {}) {
  const client = await createClient(db);
  await featureFlags(db).set(client.id, { app__audit_aod_enabled: aod });
  await createUser(db, { email: adminEmail, role: 'CLIENT_ADMIN', clientId: client.id });
  const station = await createStation(db, client.id, { timezone: ZONE, featuresConfig: AUDIT_ON });
  return { clientId: client.id, station };
}

type Station = Awaited<ReturnType<typeof createStation>>;

/**
 * An order's SPOT schedules at `times` on the station, each confirmed by an airing at its time
 * unless listed in `unaired`; the station's days paired as the product pairs them.
 */
export async function seedOrder(
  ctx: TestContext,
  station: Station,
  order: string,
  times: number[],
  unaired: number[] = [],
) {
  const customId = `SPOT-${order}`;
  const audio = await createAuditAudio(ctx, station.clientId, { stationId: station.id, customId, durationMs: 20_000 });
  for (const datetime of times) {
    await ctx.db.insert(auditSchedules).values({
      clientId: station.clientId,
      stationId: station.id,
      type: 'SPOT',
      datetime,
      day: stationDay(station.timezone, datetime),
      customId,
      advertiser: 'Acme',
      campaign: 'Summer',
      version: 'A',
      order,
    });
    if (unaired.includes(datetime)) continue;
    await ctx.db.insert(auditMatches).values({
      stationId: station.id,
      audioId: audio.id,
      datetime,
      score: 1,
      playedDurationMs: 20_000,
      refEndMs: 20_000,
      source: 'MANUAL',
    });
  }
  await repairStation(ctx, station.id);
}

export const ruleInput = (overrides: Partial<AodRuleInput> = {}): AodRuleInput => ({
  name: 'Summer campaign',
  reportType: 'AUDIT_GIP_STATUS',
  trigger: 'ORDER_END',
  active: true,
  reportConfig: { orders: ['ORD-1'] },
  exportOptions: {
    audioMatchIncludeBefore: 0,
    audioMatchIncludeAfter: 0,
    excludeVersion: false,
    publicLink: false,
    pathFormat: { formatId: 'station-date' },
  },
  exportConditions: { minEfficiency: 0.9 },
  ...overrides,
});
