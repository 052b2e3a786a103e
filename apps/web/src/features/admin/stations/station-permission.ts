/** Rules of the station permission rows (spec 01 sections 3 and 4). */
import type { StationUserPermission } from '@antena/contract';

/** The translation key (stations namespace) of how a user reaches a station. */
export function permissionTypeKey(row: StationUserPermission): string {
  return row.permission ? `permissionType.${row.permission.type}` : 'permissionType.NONE';
}
