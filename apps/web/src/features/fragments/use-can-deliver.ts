/** spec 02 section 6: external export and delivery need Fragments_Delivery when the client checks permissions. */
import { useActionPermission, type ActionAccess } from '../auth/use-action-permission';

export type DeliveryAccess = ActionAccess;

export const useCanDeliver = (): DeliveryAccess => useActionPermission('Fragments_Delivery');
