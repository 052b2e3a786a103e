/**
 * spec 02 section 6: with the permission-check flag on, a client user needs
 * Fragments_SocialPublish to publish to social platforms; other roles are always allowed. While
 * checking nothing shows; when the check fails the fallback shows and the error is logged.
 */
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../lib/app-services';
import { useFeatureFlag } from '../../lib/use-feature-flag';
import { useCurrentUser } from '../auth/use-current-user';
import { socialPublishPermissionQueryOptions } from './social-export.api';

export type PublishAccess = 'checking' | 'allowed' | 'denied';

export function useCanPublish(): PublishAccess {
  const { api } = useAppServices();
  const user = useCurrentUser();
  const checkOn = useFeatureFlag('app__user_permissions_check');
  const needsCheck = checkOn && user.role === 'CLIENT_USER';
  const permission = useQuery({ ...socialPublishPermissionQueryOptions(api), enabled: needsCheck });
  if (!needsCheck) return 'allowed';
  if (permission.isError) {
    console.error('Fragments_SocialPublish permission check failed', permission.error);
    return 'denied';
  }
  if (permission.isPending) return 'checking';
  return permission.data.hasPermission ? 'allowed' : 'denied';
}
