/** spec 02 section 6: publishing to social platforms needs Fragments_SocialPublish when the client checks permissions. */
import { useActionPermission, type ActionAccess } from '../auth/use-action-permission';

export type PublishAccess = ActionAccess;

export const useCanPublish = (): PublishAccess => useActionPermission('Fragments_SocialPublish');
