/**
 * spec 03 "Lowerthird screen": the lower thirds video analysis read on a station in a range.
 * Video analysis does not exist yet, so nothing reads lower thirds: the report says so
 * (`available: false`) with no rows, never invented ones; its file has the headers only.
 */
import {
  effectiveFeaturesConfig,
  featuresConfigSchema,
  type GlobalLowerthirdQuery,
  type LowerthirdItem,
} from '@antena/contract';
import { findReachableStation, type AccessUser, type StationRow } from '../../../access/station-access';
import type { Db } from '../../../db';
import { badRequest, featureNotEnabled } from '../../../http/errors';
import type { ReportColumn } from '../report-files';

/**
 * The station, reachable (404 otherwise) and with lower thirds on (403 ERR_FEATURE_NOT_ENABLED:
 * a switched-off feature, as audit off is a 403); a range ending in the future is a 400 (spec 03
 * section 5: "Lowerthird dates cannot be in the future").
 */
export async function lowerthirdStation(
  db: Db,
  user: AccessUser,
  query: Pick<GlobalLowerthirdQuery, 'stationId' | 'to'>,
  now = Date.now(),
): Promise<StationRow> {
  const station = await findReachableStation(db, user, query.stationId);
  const features = effectiveFeaturesConfig(featuresConfigSchema.parse(station.featuresConfig ?? {}));
  if (!features.videoAnalysis.lowerThird.enabled)
    throw featureNotEnabled('lowerThird', `Lower thirds are not enabled for station ${station.name}`);
  if (query.to > now)
    throw badRequest('The range cannot be in the future', [{ path: 'body.to', message: 'In the future' }]);
  return station;
}

export const lowerthirdColumns: ReportColumn<LowerthirdItem>[] = [
  { header: 'From', type: 'datetime', value: (row) => row.from },
  { header: 'To', type: 'datetime', value: (row) => row.to },
  { header: 'Duration (s)', type: 'duration', value: (row) => row.to - row.from },
  { header: 'Text', type: 'text', value: (row) => row.text },
];
