/**
 * The station of an audit call: one the user reaches (404 otherwise, as every station call) and
 * with the audit feature on (spec 03: "Audit is enabled per station"; 403 ERR_FEATURE_NOT_ENABLED naming `audit`).
 */
import { effectiveFeaturesConfig, featuresConfigSchema } from '@antena/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { findReachableStation, type StationRow } from '../../access/station-access';
import { currentUser } from '../../http/auth';
import { featureNotEnabled } from '../../http/errors';

export const auditEnabled = (station: StationRow): boolean =>
  effectiveFeaturesConfig(featuresConfigSchema.parse(station.featuresConfig ?? {})).audit.enabled;

export async function findAuditStation(db: Db, request: FastifyRequest, idOrSlug: string): Promise<StationRow> {
  const station = await findReachableStation(db, currentUser(request), idOrSlug);
  if (!auditEnabled(station)) throw featureNotEnabled('audit', 'The audit feature is not enabled for this station');
  return station;
}
