/**
 * A device command (rename, reboot, coordinates, variables, a service action): it answers once
 * the device acknowledged it, with the device as it now is. On success the screen shows that
 * device and reloads it (spec 02: "After an action the list reloads"); either way a toast says
 * what happened, a failure with why (offline, no answer in time, or the device's own error).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Device } from '@antena/contract';
import { errorText, isApiError } from '../../lib/api-error';
import { deviceKeys } from './streamer-box.api';

/** Why a command failed: the code's text, plus the device's own words when it refused. */
export function commandErrorText(error: unknown, t: TFunction): string {
  const text = errorText(error, t);
  return isApiError(error) && error.code === 'ERR_DEVICE_COMMAND_FAILED' && error.message
    ? `${text}: ${error.message}`
    : text;
}

export interface DeviceCommandTexts {
  success: string;
  failure: string;
}

/** Keeps the device's query current after a write that answered the device. */
export function useDeviceRefresh(deviceId: string) {
  const queryClient = useQueryClient();
  return (device?: Device) => {
    if (device) queryClient.setQueryData(deviceKeys.one(deviceId), device);
    void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
  };
}

export function useDeviceCommand<V>(
  deviceId: string,
  run: (variables: V) => Promise<{ device: Device }>,
  texts: (variables: V) => DeviceCommandTexts,
) {
  const { t } = useTranslation('streamerBox');
  const refresh = useDeviceRefresh(deviceId);
  return useMutation({
    mutationFn: run,
    onSuccess: (result, variables) => {
      refresh(result.device);
      notifications.show({ color: 'teal', message: texts(variables).success });
    },
    onError: (error, variables) => {
      // The device may have changed all the same (a service that failed to start now reads exited).
      refresh();
      notifications.show({ color: 'red', title: texts(variables).failure, message: commandErrorText(error, t) });
    },
  });
}
