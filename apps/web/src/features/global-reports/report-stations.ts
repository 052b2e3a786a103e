/**
 * The stations the global reports offer: the caller's stations with audit (spec 03 section 6),
 * or for lower thirds those whose video analysis reads them; from the list the app has loaded.
 */
import { useQuery } from '@tanstack/react-query';
import type { Station } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { isAuditEnabled } from '../audit/audit-stations';
import { stationsQueryOptions } from '../stations/stations.api';

/** spec 03 "Lowerthird screen": the station selector lists stations with the lower-third feature. */
export const hasLowerThird = (station: Pick<Station, 'featuresConfig'>): boolean =>
  // Both flags, as the server reads it (effectiveFeaturesConfig): lower thirds come from video analysis.
  station.featuresConfig.videoAnalysis.enabled && station.featuresConfig.videoAnalysis.lowerThird.enabled;

export function useReportStations(include: (station: Station) => boolean = isAuditEnabled) {
  const { api } = useAppServices();
  const stations = useQuery(stationsQueryOptions(api));
  return { ...stations, data: stations.data?.filter(include) };
}
