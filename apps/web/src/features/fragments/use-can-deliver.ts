/**
 * spec 02 section 6: with the permission-check flag on, a client user needs Fragments_Delivery
 * for external export and delivery; other roles are always allowed. While checking nothing
 * shows; when the check fails the fallback shows and the error is logged.
 */
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../lib/app-services';
import { useFeatureFlag } from '../../lib/use-feature-flag';
import { useCurrentUser } from '../auth/use-current-user';
import { deliveryPermissionQueryOptions } from './fragments.api';

export type DeliveryAccess = 'checking' | 'allowed' | 'denied';

export function useCanDeliver(): DeliveryAccess {
  const { api } = useAppServices();
  const user = useCurrentUser();
  const checkOn = useFeatureFlag('app__user_permissions_check');
  const needsCheck = checkOn && user.role === 'CLIENT_USER';
  const permission = useQuery({ ...deliveryPermissionQueryOptions(api), enabled: needsCheck });
  if (!needsCheck) return 'allowed';
  if (permission.isError) {
    console.error('Fragments_Delivery permission check failed', permission.error);
    return 'denied';
  }
  if (permission.isPending) return 'checking';
  return permission.data.hasPermission ? 'allowed' : 'denied';
}
