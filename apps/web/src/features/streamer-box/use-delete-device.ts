/** Deleting a device from its screen: the toast, then the list (where it no longer is). */
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Device } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { deleteDevice, deviceKeys } from './streamer-box.api';

export function useDeleteDevice(device: Device) {
  const { t } = useTranslation('streamerBox');
  const { api } = useAppServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDevice(api, device.id),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('delete.success', { name: device.name }) });
      await navigate({ to: '/streamer-box/devices' });
      queryClient.removeQueries({ queryKey: deviceKeys.one(device.id) });
      void queryClient.invalidateQueries({ queryKey: deviceKeys.list() });
    },
    onError: (error) => {
      console.error('Device deletion failed', error);
      notifications.show({ color: 'red', message: t('delete.failure') });
    },
  });
}
