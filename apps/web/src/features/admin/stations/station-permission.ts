/** Rules of the station permission rows (spec 01 sections 3 and 4). */
import type { StationUserPermission } from '@antena/contract';

/**
 * spec: "A user's toggle is editable only when it is direct or absent, not when it comes from the
 * role." A row reached only through a group is changed on the group, not per user; a row that is
 * direct and from a group can still lose its direct part.
 */
export function isUserPermissionEditable(row: StationUserPermission): boolean {
  if (row.user.role === 'CLIENT_ADMIN') return false;
  const type = row.permission?.type;
  return type === undefined || type === 'DIRECT' || type === 'DIRECT_AND_FROM_GROUP';
}

/** The translation key (stations namespace) of how a user reaches a station. */
export function permissionTypeKey(row: StationUserPermission): string {
  return row.permission ? `permissionType.${row.permission.type}` : 'permissionType.NONE';
}
