/** How a user reaches a station, as the stations permissions tab shows it (spec 01 section 4). */
import type { StationUserPermission } from '@antena/contract';
import { foldedIncludes } from '../../../lib/fold';

/** A client admin reaches every station through the role, which no per-user switch changes. */
export const isClientAdminEntry = (entry: StationUserPermission) =>
  entry.user.role === 'CLIENT_ADMIN' || entry.permission?.type === 'FROM_ROLE';

/** The labels beside the switch: 'Direct' for a direct grant, the group's name for one through a group. */
export function stationAccessLabels(entry: StationUserPermission): { direct: boolean; group: string | null } {
  const type = entry.permission?.type;
  return {
    direct: type === 'DIRECT' || type === 'DIRECT_AND_FROM_GROUP',
    group: type === 'FROM_GROUP' || type === 'DIRECT_AND_FROM_GROUP' ? (entry.permission?.group?.name ?? null) : null,
  };
}

/** Case- and accent-insensitive match of a station name against the filter. */
export function matchesStationFilter(name: string, filter: string): boolean {
  return foldedIncludes(name, filter);
}
