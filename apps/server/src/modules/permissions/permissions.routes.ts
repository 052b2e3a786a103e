import { PERMISSION_CATALOG, routes, type Permission } from '@antena/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context } from '../../context';
import { hasActionPermission, userPermissionValues } from '../../access/action-permissions';
import { changeRecorded } from '../../access/admin-audit';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import { adminCaller, findGroupFor, findUserFor } from './admin-targets';
import {
  groupPermissionList,
  requireClientUser,
  requireGroup,
  resetGroupPermissions,
  resetUserPermissions,
  setGroupPermission,
  setUserPermission,
  type PermissionValue,
} from './permissions.service';

const only = <T extends { permission: Permission }>(list: T[], permission: Permission): T =>
  list.find((entry) => entry.permission === permission)!;

/** The action permission catalogue and group/user action permissions. */
export function permissionsRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  // The catalogue is a readonly constant; the answer is a fresh copy of it.
  registerRoute(app, routes.permissionCatalog, async () =>
    PERMISSION_CATALOG.map((provider) => ({ ...provider, permissions: [...provider.permissions] })),
  );

  registerRoute(app, routes.myPermission, async (request) => ({
    hasPermission: await hasActionPermission(db, currentUser(request), request.params.permission),
  }));

  registerRoute(app, routes.groupPermissions, async (request) => {
    const group = await findGroupFor(db, adminCaller(request), request.params.groupId);
    return groupPermissionList(db, group.id);
  });

  const groupAction = (action: string, value: PermissionValue) => {
    return async (request: FastifyRequest<{ Params: { groupId: string; permission: Permission } }>) => {
      const { groupId, permission } = request.params;
      const group = await findGroupFor(db, adminCaller(request), groupId);
      return changeRecorded(
        db,
        request,
        { action: `group-permission.${action}`, entityType: 'group', entityId: group.id, clientId: group.clientId },
        async (tx) => only(await groupPermissionList(tx, group.id), permission),
        (tx) => setGroupPermission(tx, group.id, permission, value),
      );
    };
  };
  registerRoute(app, routes.allowGroupPermission, groupAction('allow', true));
  registerRoute(app, routes.denyGroupPermission, groupAction('deny', false));
  registerRoute(app, routes.resetGroupPermission, groupAction('reset', null));

  registerRoute(app, routes.resetGroupPermissions, async (request) => {
    const group = await findGroupFor(db, adminCaller(request), request.params.groupId);
    return changeRecorded(
      db,
      request,
      { action: 'group-permissions.reset', entityType: 'group', entityId: group.id, clientId: group.clientId },
      (tx) => groupPermissionList(tx, group.id),
      (tx) => resetGroupPermissions(tx, group.id),
    );
  });

  registerRoute(app, routes.userPermissions, async (request) => {
    const user = await findUserFor(db, adminCaller(request), request.params.userId);
    return userPermissionValues(db, user);
  });

  // inherit-from-group removes the user's own value like reset, but only where a group exists.
  const userAction = (action: string, value: PermissionValue, needsGroup = false) => {
    return async (request: FastifyRequest<{ Params: { userId: string; permission: Permission } }>) => {
      const { userId, permission } = request.params;
      const user = await findUserFor(db, adminCaller(request), userId);
      requireClientUser(user);
      if (needsGroup) requireGroup(user);
      return changeRecorded(
        db,
        request,
        { action: `user-permission.${action}`, entityType: 'user', entityId: user.id, clientId: user.clientId },
        async (tx) => only(await userPermissionValues(tx, user), permission),
        (tx) => setUserPermission(tx, user.id, permission, value),
      );
    };
  };
  registerRoute(app, routes.allowUserPermission, userAction('allow', true));
  registerRoute(app, routes.denyUserPermission, userAction('deny', false));
  registerRoute(app, routes.resetUserPermission, userAction('reset', null));
  registerRoute(app, routes.inheritUserPermission, userAction('inherit-from-group', null, true));

  registerRoute(app, routes.resetUserPermissions, async (request) => {
    const user = await findUserFor(db, adminCaller(request), request.params.userId);
    requireClientUser(user);
    return changeRecorded(
      db,
      request,
      { action: 'user-permissions.reset', entityType: 'user', entityId: user.id, clientId: user.clientId },
      (tx) => userPermissionValues(tx, user),
      (tx) => resetUserPermissions(tx, user.id),
    );
  });
}
