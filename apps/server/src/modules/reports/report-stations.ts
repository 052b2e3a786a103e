/**
 * The stations a report covers (spec 03 section 5, "Station filter: if all stations are selected
 * it serialises as empty"): the ones asked, each reachable by the caller (404 otherwise, as every
 * station call) and with audit (403 ERR_FEATURE_NOT_ENABLED naming `audit` otherwise); none asked, every station
 * with audit the caller reaches. Ordered by name, so every report lists stations alike.
 */
import { and, asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { stations } from '../../db/schema';
import { stationScope, type AccessUser, type StationRow } from '../../access/station-access';
import { featureNotEnabled, notFound } from '../../http/errors';
import { auditEnabled } from '../audit/audit-station';

export async function reportStations(db: Db, user: AccessUser, stationsIds: readonly string[]): Promise<StationRow[]> {
  const asked = [...new Set(stationsIds)];
  const reachable = await db
    .select()
    .from(stations)
    .where(and(stationScope(user), asked.length ? inArray(stations.id, asked) : undefined))
    .orderBy(asc(stations.name));
  if (!asked.length) return reachable.filter(auditEnabled);
  if (reachable.length < asked.length) throw notFound('Station not found');
  const disabled = reachable.find((station) => !auditEnabled(station));
  if (disabled) throw featureNotEnabled('audit', `The audit feature is not enabled for station ${disabled.name}`);
  return reachable;
}
