/** The badges of the StreamerBox screens: a device online or offline, a service's status (spec 02). */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServiceStatus } from '@antena/contract';

export function DeviceOnlineBadge({ isOnline }: { isOnline: boolean }) {
  const { t } = useTranslation('streamerBox');
  return (
    <Badge variant="light" color={isOnline ? 'green' : 'red'}>
      {t(isOnline ? 'device.online' : 'device.offline')}
    </Badge>
  );
}

/** spec 02: Running is a success badge, Stopped danger, every other status a warning. */
export const serviceStatusColor = (status: ServiceStatus): 'green' | 'red' | 'yellow' =>
  status === 'running' ? 'green' : status === 'stopped' ? 'red' : 'yellow';

export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  const { t } = useTranslation('streamerBox');
  return (
    <Badge variant="light" color={serviceStatusColor(status)}>
      {t(`serviceStatus.${status}`)}
    </Badge>
  );
}
