/**
 * /streamer-box/devices (spec 02 "StreamerBox"): the client's devices with their status, and
 * 'New device', which answers the device's token once.
 */
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Device } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { AnchorLink, ButtonLink } from '../../components/links';
import { CreateDeviceModal } from './CreateDeviceModal';
import { DeviceOnlineBadge } from './DeviceStatusBadge';
import { devicesQueryOptions } from './streamer-box.api';
import { useActsWithoutClient } from './use-station-choices';

export function DevicesScreen() {
  const { t } = useTranslation('streamerBox');
  const { api } = useAppServices();
  const devices = useQuery(devicesQueryOptions(api));
  const [creating, setCreating] = useState(false);
  const withoutClient = useActsWithoutClient();

  const newDevice = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t('create.open')}
    </Button>
  );
  const columns: DataTableColumn<Device>[] = [
    {
      id: 'name',
      header: t('device.device'),
      sortValue: (device) => device.name,
      cell: (device) => (
        <AnchorLink to="/streamer-box/devices/$deviceId" params={{ deviceId: device.id }}>
          {device.name}
        </AnchorLink>
      ),
    },
    {
      id: 'status',
      header: t('device.status'),
      sortValue: (device) => (device.isOnline ? 0 : 1),
      cell: (device) => <DeviceOnlineBadge device={device} />,
    },
    {
      id: 'station',
      header: t('device.station'),
      sortValue: (device) => device.station?.name,
      cell: (device) => device.station?.name ?? t('device.noStation'),
    },
    // A superadmin as themself sees every client's devices: say whose each is.
    ...(withoutClient
      ? [
          {
            id: 'client',
            header: t('device.client'),
            sortValue: (device: Device) => device.client.name,
            cell: (device: Device) => device.client.name,
          },
        ]
      : []),
    { id: 'id', header: t('device.id'), cell: (device) => device.id },
    {
      id: 'actions',
      header: t('device.actions'),
      hideHeader: true,
      align: 'right',
      cell: (device) => (
        <ButtonLink to="/streamer-box/devices/$deviceId" params={{ deviceId: device.id }} size="xs" variant="light">
          {t('list.manage')}
        </ButtonLink>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('breadcrumb') }]} actions={newDevice} />
      <DataTable
        label={t('list.label')}
        columns={columns}
        rows={devices.data}
        rowKey={(device) => device.id}
        loadingLabel={t('list.loading')}
        failed={
          devices.error
            ? { title: t('list.loadFailed'), error: devices.error, onRetry: () => void devices.refetch() }
            : null
        }
        empty={<EmptyState title={t('list.empty')} description={t('list.emptyHelp')} />}
        totalLabel={(count) => t('list.count', { count })}
      />
      <CreateDeviceModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
