import { z } from 'zod';
import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import {
  allowedBodySchema,
  groupPermissionParamsSchema,
  groupPermissionSchema,
  hasPermissionSchema,
  permissionCatalogSchema,
  permissionSchema,
  stationGroupPermissionSchema,
  stationUserPermissionSchema,
  userPermissionParamsSchema,
  userPermissionSchema,
} from '../schemas/permissions';
import { stationParamsSchema } from '../schemas/stations';

const CLIENT_ADMIN = ['CLIENT_ADMIN'] as const;
// The web app sends no X-Auth-As on /admin calls, so a superadmin reaches these as themself.
const ADMIN_CALL = ['CLIENT_ADMIN', 'SUPERADMIN'] as const;
const ADMIN_PERMISSIONS = { tag: 'permissions', service: 'users-authz', auth: 'user', roles: ADMIN_CALL } as const;
const STATION_PERMISSIONS = { tag: 'station-permissions', auth: 'user', roles: CLIENT_ADMIN } as const;
const groupParams = z.object({ groupId: z.uuid() });
const userParams = z.object({ userId: z.uuid() });

type GroupActionPath = { method: 'POST'; path: `/admin/group/:groupId/permissions/:permission/${string}` };
type UserActionPath = { method: 'POST'; path: `/admin/user/:userId/permissions/:permission/${string}` };

const groupAction = <const P extends GroupActionPath>(paths: P, summary: string) =>
  defineRoute({
    ...paths,
    summary,
    ...ADMIN_PERMISSIONS,
    params: groupPermissionParamsSchema,
    response: { 200: groupPermissionSchema },
  });

const userAction = <const P extends UserActionPath>(paths: P, summary: string) =>
  defineRoute({
    ...paths,
    summary,
    ...ADMIN_PERMISSIONS,
    params: userPermissionParamsSchema,
    response: { 200: userPermissionSchema },
  });

/** spec 01 section 7: action permissions (users-authz) and station permissions. */
export const permissionRoutes = {
  permissionCatalog: defineRoute({
    ...routePaths.permissionCatalog,
    summary: 'The action permission catalogue by provider, described in English and Spanish',
    tag: 'permissions',
    service: 'users-authz',
    auth: 'user',
    response: { 200: permissionCatalogSchema },
  }),
  myPermission: defineRoute({
    ...routePaths.myPermission,
    summary: 'Whether the caller holds an action permission',
    tag: 'permissions',
    service: 'users-authz',
    auth: 'user',
    params: z.object({ permission: permissionSchema }),
    response: { 200: hasPermissionSchema },
  }),
  groupPermissions: defineRoute({
    ...routePaths.groupPermissions,
    summary: "A group's value of every catalogue permission",
    ...ADMIN_PERMISSIONS,
    params: groupParams,
    response: { 200: z.array(groupPermissionSchema) },
  }),
  allowGroupPermission: groupAction(routePaths.allowGroupPermission, 'Grant a permission to a group'),
  denyGroupPermission: groupAction(routePaths.denyGroupPermission, 'Deny a permission to a group'),
  resetGroupPermission: groupAction(routePaths.resetGroupPermission, "Remove a group's value of a permission"),
  resetGroupPermissions: defineRoute({
    ...routePaths.resetGroupPermissions,
    summary: 'Remove every permission value of a group',
    ...ADMIN_PERMISSIONS,
    params: groupParams,
    response: { 200: z.array(groupPermissionSchema) },
  }),
  userPermissions: defineRoute({
    ...routePaths.userPermissions,
    summary: "A user's value of every catalogue permission (groupId when inherited)",
    ...ADMIN_PERMISSIONS,
    params: userParams,
    response: { 200: z.array(userPermissionSchema) },
  }),
  allowUserPermission: userAction(routePaths.allowUserPermission, 'Grant a permission to a user'),
  denyUserPermission: userAction(routePaths.denyUserPermission, 'Deny a permission to a user'),
  resetUserPermission: userAction(routePaths.resetUserPermission, "Remove a user's own value of a permission"),
  inheritUserPermission: userAction(
    routePaths.inheritUserPermission,
    "Take a permission's value from the user's group",
  ),
  resetUserPermissions: defineRoute({
    ...routePaths.resetUserPermissions,
    summary: 'Remove every permission value of a user',
    ...ADMIN_PERMISSIONS,
    params: userParams,
    response: { 200: z.array(userPermissionSchema) },
  }),
  userStationPermissions: defineRoute({
    ...STATION_PERMISSIONS,
    ...routePaths.userStationPermissions,
    summary: "How a user reaches each of the client's stations",
    params: userParams,
    response: { 200: z.array(stationUserPermissionSchema) },
  }),
  stationUsersPermissions: defineRoute({
    ...STATION_PERMISSIONS,
    ...routePaths.stationUsersPermissions,
    summary: "How each of the client's users reaches a station",
    params: stationParamsSchema,
    response: { 200: z.array(stationUserPermissionSchema) },
  }),
  setStationUserPermission: defineRoute({
    ...STATION_PERMISSIONS,
    ...routePaths.setStationUserPermission,
    summary: 'Grant or remove the direct permission of a user on a station',
    params: stationParamsSchema.extend({ userId: z.uuid() }),
    body: allowedBodySchema,
    response: { 200: stationUserPermissionSchema },
  }),
  groupStationPermissions: defineRoute({
    ...STATION_PERMISSIONS,
    ...routePaths.groupStationPermissions,
    summary: "Whether a group reaches each of the client's stations",
    params: groupParams,
    response: { 200: z.array(stationGroupPermissionSchema) },
  }),
  stationGroupsPermissions: defineRoute({
    ...STATION_PERMISSIONS,
    ...routePaths.stationGroupsPermissions,
    summary: "Whether each of the client's groups reaches a station",
    params: stationParamsSchema,
    response: { 200: z.array(stationGroupPermissionSchema) },
  }),
  setStationGroupPermission: defineRoute({
    ...STATION_PERMISSIONS,
    ...routePaths.setStationGroupPermission,
    summary: 'Grant or remove a station to a group',
    params: stationParamsSchema.extend({ groupId: z.uuid() }),
    body: allowedBodySchema,
    response: { 200: stationGroupPermissionSchema },
  }),
} as const;
