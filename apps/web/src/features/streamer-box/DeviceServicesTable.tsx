/**
 * The device's services (spec 02 section 4): name, status badge, and the actions the status
 * allows (start when SERVICE_STARTABLE, stop and restart when SERVICE_STOPPABLE), plus Config.
 */
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconRotateClockwise, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  SERVICE_STARTABLE,
  SERVICE_STOPPABLE,
  type Device,
  type DeviceService,
  type ServiceAction,
} from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ServiceStatusBadge } from './DeviceStatusBadge';
import { ServiceConfigModal } from './ServiceConfigModal';
import { runServiceAction } from './streamer-box.api';
import { useDeviceCommand } from './use-device-command';

const ACTION_ICONS = {
  start: <IconPlayerPlay size={14} />,
  stop: <IconPlayerStop size={14} />,
  restart: <IconRotateClockwise size={14} />,
} as const;

const allows = (action: ServiceAction, service: DeviceService) =>
  (action === 'start' ? SERVICE_STARTABLE : SERVICE_STOPPABLE).includes(service.status);

export function DeviceServicesTable({ device }: { device: Device }) {
  const { t } = useTranslation('streamerBox');
  const { api } = useAppServices();
  const [configOf, setConfigOf] = useState<string | null>(null);
  const command = useDeviceCommand(
    device.id,
    ({ service, action }: { service: DeviceService; action: ServiceAction }) =>
      runServiceAction(api, device.id, service.imageId, action),
    ({ action }) => ({ success: t(`services.${action}Success`), failure: t(`services.${action}Failure`) }),
  );
  const busyWith = command.isPending ? command.variables : undefined;

  const columns: DataTableColumn<DeviceService>[] = [
    {
      id: 'service',
      header: t('services.service'),
      cell: (service) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {service.baseService.name}
          </Text>
          <Text size="xs" c="dimmed">
            {service.imageId}
          </Text>
          {service.lastError && service.status !== 'running' && (
            <Text size="xs" c="red">
              {t('services.lastError', { error: service.lastError })}
            </Text>
          )}
        </Stack>
      ),
    },
    { id: 'status', header: t('services.status'), cell: (service) => <ServiceStatusBadge status={service.status} /> },
    {
      id: 'actions',
      header: t('services.actions'),
      align: 'right',
      cell: (service) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {(['start', 'stop', 'restart'] as const).map((action) => (
            <Button
              key={action}
              size="xs"
              variant="light"
              color={action === 'stop' ? 'red' : undefined}
              leftSection={ACTION_ICONS[action]}
              disabled={!allows(action, service) || (command.isPending && busyWith?.service.id !== service.id)}
              loading={busyWith?.service.id === service.id && busyWith.action === action}
              onClick={() => command.mutate({ service, action })}
            >
              {t(`services.${action}`)}
            </Button>
          ))}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconSettings size={14} />}
            onClick={() => setConfigOf(service.id)}
          >
            {t('services.config')}
          </Button>
        </Group>
      ),
    },
  ];
  const configService = device.services.find((service) => service.id === configOf) ?? null;

  return (
    <>
      <DataTable
        label={t('services.label')}
        columns={columns}
        rows={device.services}
        rowKey={(service) => service.id}
        loadingLabel={t('device.loading')}
        empty={<EmptyState title={t('services.empty')} />}
      />
      <ServiceConfigModal deviceId={device.id} service={configService} onClose={() => setConfigOf(null)} />
    </>
  );
}
