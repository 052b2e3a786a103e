/**
 * spec 01 section 6 and spec 02 section 6: with the client's permission-check flag on, a client
 * user needs the catalogue's permission for an action (deliver, publish, create contents…); other
 * roles are always allowed. While checking nothing shows; when the check fails the fallback shows
 * and the error is logged.
 */
import type { Permission } from '@antena/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';
import { useAppServices } from '../../lib/app-services';
import { useFeatureFlag } from '../../lib/use-feature-flag';
import { useCurrentUser } from './use-current-user';

export type ActionAccess = 'checking' | 'allowed' | 'denied';

/** Whether the caller holds a permission (asked only when the check flag is on). */
export const actionPermissionQueryOptions = (api: ApiClient, permission: Permission) =>
  queryOptions({
    queryKey: ['permission', permission] as const,
    queryFn: ({ signal }) => api.call(endpoints.myPermission, { params: { permission }, signal }),
    staleTime: 5 * 60_000,
  });

export function useActionPermission(permission: Permission): ActionAccess {
  const { api } = useAppServices();
  const user = useCurrentUser();
  const checkOn = useFeatureFlag('app__user_permissions_check');
  const needsCheck = checkOn && user.role === 'CLIENT_USER';
  const check = useQuery({ ...actionPermissionQueryOptions(api, permission), enabled: needsCheck });
  if (!needsCheck) return 'allowed';
  if (check.isError) {
    console.error(`${permission} permission check failed`, check.error);
    return 'denied';
  }
  if (check.isPending) return 'checking';
  return check.data.hasPermission ? 'allowed' : 'denied';
}
