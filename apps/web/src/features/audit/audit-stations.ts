/**
 * spec 03 section 6: audit is enabled per station, and the area works with the stations that
 * have it. Pure and small: the routes (entry chunk) and the sidebar use it.
 */
import type { Station } from '@antena/contract';

type AuditStation = Pick<Station, 'featuresConfig'>;

export const isAuditEnabled = (station: AuditStation): boolean => station.featuresConfig.audit.enabled;

/** The station /audit and the sidebar's Audit link open: the first audit-enabled one, in list order. */
export const firstAuditStation = <S extends AuditStation>(stations: readonly S[]): S | undefined =>
  stations.find(isAuditEnabled);

/** spec 03: MENTIONS needs live mentions (only effective under audit, see effectiveFeaturesConfig). */
export const hasLiveMentions = (station: AuditStation): boolean => station.featuresConfig.audit.liveMentionsEnabled;

/** spec 03: AD OVERLAYS needs video analysis' ad overlays. */
export const hasAdOverlays = (station: AuditStation): boolean =>
  station.featuresConfig.videoAnalysis.adOverlays.enabled;
