/**
 * Config / edit variables of one service (spec 02): an input per variable; saving sends them
 * as [{id, value}] (a running service restarts with them, on the device).
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeviceService } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { setDeviceVars } from './streamer-box.api';
import { useDeviceCommand } from './use-device-command';

interface ServiceConfigModalProps {
  deviceId: string;
  /** The service whose variables are edited; null keeps the modal closed. */
  service: DeviceService | null;
  onClose: () => void;
}

export function ServiceConfigModal({ deviceId, service, onClose }: ServiceConfigModalProps) {
  const { t } = useTranslation('streamerBox');
  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      title={service ? t('config.title', { service: service.baseService.name }) : ''}
      centered
      size="lg"
    >
      {/* Keyed by service: the inputs start from its variables as they were when it opened. */}
      {service && <ServiceConfigForm key={service.id} deviceId={deviceId} service={service} onClose={onClose} />}
    </Modal>
  );
}

function ServiceConfigForm({
  deviceId,
  service,
  onClose,
}: {
  deviceId: string;
  service: DeviceService;
  onClose: () => void;
}) {
  const { t } = useTranslation('streamerBox');
  const { api } = useAppServices();
  // The device is read again every few seconds: the values typed here must not be replaced by it.
  const [values, setValues] = useState(() => Object.fromEntries(service.vars.map((v) => [v.id, v.value])));
  const save = useDeviceCommand(
    deviceId,
    () =>
      setDeviceVars(
        api,
        deviceId,
        service.vars.map((v) => ({ id: v.id, value: values[v.id] ?? v.value })),
      ),
    () => ({ success: t('config.success'), failure: t('config.failure') }),
  );

  if (service.vars.length === 0) {
    return (
      <Stack>
        <Text>{t('config.empty')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(undefined, { onSuccess: onClose });
      }}
    >
      <Stack>
        {service.vars.map((variable) => (
          <TextInput
            key={variable.id}
            label={variable.name}
            description={variable.description}
            value={values[variable.id] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [variable.id]: value }));
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
