/**
 * /streamer-box/devices/{id} (spec 02 "StreamerBox"): the device's status, location and station,
 * its services with their actions, and rename, reboot, set coordinates and delete (ours: a box
 * retired, lost or stolen must lose its token). The device is read
 * again every few seconds (DEVICE_REFRESH_MS), so a service's badge follows the device.
 */
import { useState, type ReactNode } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { IconMapPin, IconPencil, IconPower, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Device } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { openConfirmModal, type ConfirmOptions } from '../../components/ConfirmModal';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, LoadingState } from '../../components/QueryState';
import { AnchorLink } from '../../components/links';
import { CoordsModal, RenameDeviceModal } from './DeviceModals';
import { DeviceInfo } from './DeviceInfo';
import { DeviceServicesTable } from './DeviceServicesTable';
import { deviceQueryOptions, rebootDevice } from './streamer-box.api';
import { useDeleteDevice } from './use-delete-device';
import { useDeviceCommand } from './use-device-command';

export function DeviceScreen({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation('streamerBox');
  const { api } = useAppServices();
  const device = useQuery(deviceQueryOptions(api, deviceId));
  // Only the button's own refresh spins it: the reads every few seconds must not flicker it.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void device.refetch().finally(() => setRefreshing(false));
  };
  const breadcrumbs = [{ label: t('title'), link: { to: '/streamer-box/devices' as const } }];

  if (!device.data) {
    return (
      <>
        <PageHeader title={t('device.device')} breadcrumbs={breadcrumbs} />
        {device.error ? (
          <LoadError
            error={device.error}
            onRetry={() => void device.refetch()}
            title={t('device.loadFailed')}
            notFound={{
              title: t('device.notFound'),
              action: <AnchorLink to="/streamer-box/devices">{t('device.backToList')}</AnchorLink>,
            }}
          />
        ) : (
          <LoadingState label={t('device.loading')} />
        )}
      </>
    );
  }
  return <DeviceView device={device.data} breadcrumbs={breadcrumbs} refreshing={refreshing} onRefresh={refresh} />;
}

interface DeviceViewProps {
  device: Device;
  breadcrumbs: { label: string; link: { to: '/streamer-box/devices' } }[];
  refreshing: boolean;
  onRefresh: () => void;
}

function DeviceView({ device, breadcrumbs, refreshing, onRefresh }: DeviceViewProps) {
  const { t } = useTranslation('streamerBox');
  const { api } = useAppServices();
  const [modal, setModal] = useState<'rename' | 'coords' | null>(null);
  const reboot = useDeviceCommand(
    device.id,
    () => rebootDevice(api, device.id),
    () => ({ success: t('reboot.success'), failure: t('reboot.failure') }),
  );
  const remove = useDeleteDevice(device);

  const actions = (
    <>
      <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onRefresh} loading={refreshing}>
        {t('actions.refresh')}
      </Button>
      <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setModal('rename')}>
        {t('actions.rename')}
      </Button>
      <Button variant="default" leftSection={<IconMapPin size={16} />} onClick={() => setModal('coords')}>
        {t('actions.setCoords')}
      </Button>
      <ConfirmedButton
        icon={<IconPower size={16} />}
        label={t('actions.reboot')}
        variant="light"
        pending={reboot.isPending}
        confirmation={{
          title: t('reboot.title'),
          message: t('reboot.confirm'),
          confirmLabel: t('reboot.confirmLabel'),
        }}
        onConfirm={() => reboot.mutate(undefined)}
      />
      <ConfirmedButton
        icon={<IconTrash size={16} />}
        label={t('actions.delete')}
        variant="subtle"
        pending={remove.isPending}
        confirmation={{
          title: t('delete.title'),
          message: t('delete.confirm', { name: device.name }),
          confirmLabel: t('delete.confirmLabel'),
        }}
        onConfirm={() => remove.mutate()}
      />
    </>
  );

  return (
    <>
      <PageHeader title={device.name} breadcrumbs={[...breadcrumbs, { label: device.name }]} actions={actions} />
      <Stack gap="lg">
        <DeviceInfo device={device} />
        <section aria-labelledby="device-services">
          <Title order={2} size="h4" mb="sm" id="device-services">
            {t('services.title')}
          </Title>
          <DeviceServicesTable device={device} />
        </section>
      </Stack>
      <RenameDeviceModal device={device} opened={modal === 'rename'} onClose={() => setModal(null)} />
      <CoordsModal device={device} opened={modal === 'coords'} onClose={() => setModal(null)} />
    </>
  );
}

interface ConfirmedButtonProps {
  icon: ReactNode;
  label: string;
  variant: 'light' | 'subtle';
  pending: boolean;
  confirmation: Pick<ConfirmOptions, 'title' | 'message' | 'confirmLabel'>;
  onConfirm: () => void;
}

/** A red action that runs only once its confirmation dialog is accepted (reboot, delete). */
function ConfirmedButton({ icon, label, variant, pending, confirmation, onConfirm }: ConfirmedButtonProps) {
  return (
    <Button
      color="red"
      variant={variant}
      leftSection={icon}
      loading={pending}
      onClick={() => openConfirmModal({ ...confirmation, danger: true, onConfirm })}
    >
      {label}
    </Button>
  );
}
