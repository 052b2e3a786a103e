/**
 * Rename a device (name required) and set its coordinates (latitude and longitude both
 * required numbers, spec 02 "Device rename" / "Set coordinates"); errors show beside the field.
 */
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Device } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { renameDevice, setDeviceCoords } from './streamer-box.api';
import { useDeviceCommand } from './use-device-command';

interface DeviceModalProps {
  device: Device;
  opened: boolean;
  onClose: () => void;
}

function ModalButtons({ onCancel, submitting }: { onCancel: () => void; submitting: boolean }) {
  const { t } = useTranslation('streamerBox');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {t('actions.save')}
      </Button>
    </Group>
  );
}

export function RenameDeviceModal({ device, opened, onClose }: DeviceModalProps) {
  const { t } = useTranslation('streamerBox');
  return (
    <Modal opened={opened} onClose={onClose} title={t('rename.title')} centered>
      {opened && <RenameForm device={device} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation('streamerBox');
  const { api } = useAppServices();
  const form = useForm({
    initialValues: { name: device.name },
    validate: { name: (value) => (value.trim() ? null : t('rename.nameRequired')) },
  });
  const rename = useDeviceCommand(
    device.id,
    (name: string) => renameDevice(api, device.id, name),
    () => ({ success: t('rename.success'), failure: t('rename.failure') }),
  );
  return (
    <form noValidate onSubmit={form.onSubmit(({ name }) => rename.mutate(name.trim(), { onSuccess: onClose }))}>
      <Stack>
        <TextInput {...form.getInputProps('name')} label={t('rename.name')} required data-autofocus />
        <ModalButtons onCancel={onClose} submitting={rename.isPending} />
      </Stack>
    </form>
  );
}

export function CoordsModal({ device, opened, onClose }: DeviceModalProps) {
  const { t } = useTranslation('streamerBox');
  return (
    <Modal opened={opened} onClose={onClose} title={t('coords.title')} centered>
      {opened && <CoordsForm device={device} onClose={onClose} />}
    </Modal>
  );
}

type Coordinate = number | string;

/** A required number within ±limit; NumberInput gives '' when empty. */
function coordinateError(value: Coordinate, limit: number, required: string, range: string): string | null {
  if (value === '' || typeof value !== 'number' || Number.isNaN(value)) return required;
  return Math.abs(value) <= limit ? null : range;
}

function CoordsForm({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation('streamerBox');
  const { api } = useAppServices();
  const form = useForm<{ latitude: Coordinate; longitude: Coordinate }>({
    initialValues: { latitude: device.coords?.lat ?? '', longitude: device.coords?.lng ?? '' },
    validate: {
      latitude: (value) => coordinateError(value, 90, t('coords.latitudeRequired'), t('coords.latitudeRange')),
      longitude: (value) => coordinateError(value, 180, t('coords.longitudeRequired'), t('coords.longitudeRange')),
    },
  });
  const setCoords = useDeviceCommand(
    device.id,
    ({ latitude, longitude }: { latitude: number; longitude: number }) =>
      setDeviceCoords(api, device.id, latitude, longitude),
    () => ({ success: t('coords.success'), failure: t('coords.failure') }),
  );
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        setCoords.mutate(
          { latitude: Number(values.latitude), longitude: Number(values.longitude) },
          { onSuccess: onClose },
        ),
      )}
    >
      <Stack>
        <NumberInput
          {...form.getInputProps('latitude')}
          label={t('coords.latitude')}
          decimalScale={6}
          required
          data-autofocus
        />
        <NumberInput {...form.getInputProps('longitude')} label={t('coords.longitude')} decimalScale={6} required />
        <ModalButtons onCancel={onClose} submitting={setCoords.isPending} />
      </Stack>
    </form>
  );
}
