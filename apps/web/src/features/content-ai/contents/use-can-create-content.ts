/**
 * spec 02 section 6: with the permission-check flag on, a client user needs Contents_Create to
 * create AI content; other roles are always allowed. While checking nothing shows; when the check
 * fails the fallback shows and the error is logged.
 */
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../../lib/app-services';
import { useFeatureFlag } from '../../../lib/use-feature-flag';
import { useCurrentUser } from '../../auth/use-current-user';
import { createContentPermissionQueryOptions } from '../content-ai.api';

export type CreateContentAccess = 'checking' | 'allowed' | 'denied';

export function useCanCreateContent(): CreateContentAccess {
  const { api } = useAppServices();
  const user = useCurrentUser();
  const checkOn = useFeatureFlag('app__user_permissions_check');
  const needsCheck = checkOn && user.role === 'CLIENT_USER';
  const permission = useQuery({ ...createContentPermissionQueryOptions(api), enabled: needsCheck });
  if (!needsCheck) return 'allowed';
  if (permission.isError) {
    console.error('Contents_Create permission check failed', permission.error);
    return 'denied';
  }
  if (permission.isPending) return 'checking';
  return permission.data.hasPermission ? 'allowed' : 'denied';
}
