/**
 * Enabling a fragment's external delivery to a station's target (spec 02 section 4), as the
 * fragment's Delivery panel and a content's header both do: the answer goes into the delivery's
 * query and a notification says how it went.
 */
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useAppServices } from '../../lib/app-services';
import { enableDelivery, fragmentKeys } from './fragments.api';

export function useEnableDelivery(fragmentId: string, messages: { done: string; failed: string }) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [enabling, setEnabling] = useState(false);
  const enable = async (target: string | null | undefined) => {
    if (!target) return;
    setEnabling(true);
    try {
      queryClient.setQueryData(fragmentKeys.delivery(fragmentId), await enableDelivery(api, fragmentId, target));
      notifications.show({ color: 'teal', message: messages.done });
    } catch (error) {
      console.error('Delivery start failed', error);
      notifications.show({ color: 'red', message: messages.failed });
    } finally {
      setEnabling(false);
    }
  };
  return { enabling, enable };
}
