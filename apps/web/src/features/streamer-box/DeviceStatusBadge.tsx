/** The badges of the StreamerBox screens: a device online or offline (and catching up), a service's status (spec 02). */
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Device, ServiceStatus } from '@antena/contract';

/**
 * Below this a backlog is the segment being uploaded, not a delay worth showing; above it the
 * station's timeline lags and the screens say the device is catching up.
 */
const CATCHING_UP_FROM_SECONDS = 60;

/** Seconds of audio the device recorded and has not uploaded yet, as its last report said. */
export const deviceBacklogSeconds = (device: Pick<Device, 'isOnline' | 'services'>): number =>
  device.isOnline ? device.services.reduce((sum, service) => sum + (service.backlog?.seconds ?? 0), 0) : 0;

/** 'Catching up N min': whole minutes, rounded up, so a backlog never reads as 0 min. */
export function CatchingUpBadge({ seconds, namespace }: { seconds: number; namespace: 'streamerBox' | 'logger' }) {
  const { t } = useTranslation(namespace);
  return (
    <Badge variant="light" color="yellow">
      {t(namespace === 'logger' ? 'card.catchingUp' : 'device.catchingUp', { count: Math.ceil(seconds / 60) })}
    </Badge>
  );
}

export function DeviceOnlineBadge({ device }: { device: Pick<Device, 'isOnline' | 'services'> }) {
  const { t } = useTranslation('streamerBox');
  const backlog = deviceBacklogSeconds(device);
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={device.isOnline ? 'green' : 'red'}>
        {t(device.isOnline ? 'device.online' : 'device.offline')}
      </Badge>
      {backlog >= CATCHING_UP_FROM_SECONDS && <CatchingUpBadge seconds={backlog} namespace="streamerBox" />}
    </Group>
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
