/**
 * 'New device': a name, the client (a superadmin as themself only) and optionally the station
 * it feeds. The answer carries the device's token, shown here once: the server keeps only its
 * hash, so this is the only chance to copy it, with the agent's command line ready to paste.
 */
import { useState } from 'react';
import { Alert, Button, Code, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeviceCreated } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { CopyButton } from '../../components/CopyButton';
import { errorText } from '../../lib/api-error';
import { agentCommandLine, createDevice, deviceKeys } from './streamer-box.api';
import { useActsWithoutClient, useClientChoices, useStationChoices } from './use-station-choices';

interface CreateDeviceValues {
  name: string;
  clientId: string | null;
  stationId: string | null;
}

export function CreateDeviceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('streamerBox');
  const [created, setCreated] = useState<DeviceCreated | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(created ? 'create.tokenTitle' : 'create.title')}
      centered
      size="lg"
      // With the token on screen, closing loses it for good: only the explicit button closes it.
      closeOnClickOutside={!created}
      closeOnEscape={!created}
    >
      {created ? (
        <DeviceToken created={created} onDone={close} />
      ) : (
        <CreateDeviceForm onCreated={setCreated} onCancel={close} />
      )}
    </Modal>
  );
}

function CreateDeviceForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: DeviceCreated) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('streamerBox');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const withoutClient = useActsWithoutClient();
  const form = useForm<CreateDeviceValues>({
    initialValues: { name: '', clientId: null, stationId: null },
    validate: {
      name: (value) => (value.trim() ? null : t('create.nameRequired')),
      clientId: (value) => (withoutClient && !value ? t('create.clientRequired') : null),
    },
  });
  const clients = useClientChoices(withoutClient);
  const stations = useStationChoices(form.values.clientId);
  const create = useMutation({
    mutationFn: (values: CreateDeviceValues) =>
      createDevice(api, {
        name: values.name.trim(),
        stationId: values.stationId,
        ...(withoutClient && values.clientId ? { clientId: values.clientId } : {}),
      }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
      notifications.show({ color: 'teal', message: t('create.created', { name: answer.device.name }) });
      onCreated(answer);
    },
    onError: (error) => notifications.show({ color: 'red', title: t('create.failed'), message: errorText(error, t) }),
  });

  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
      <Stack>
        <TextInput {...form.getInputProps('name')} label={t('create.name')} required data-autofocus />
        {withoutClient && (
          <Select
            {...form.getInputProps('clientId')}
            onChange={(value) => {
              form.setFieldValue('clientId', value);
              form.setFieldValue('stationId', null); // a station of the previous client is not this one's
            }}
            label={t('create.client')}
            data={clients.choices}
            disabled={clients.loading}
            searchable
            required
          />
        )}
        <Select
          {...form.getInputProps('stationId')}
          label={t('create.station')}
          description={t('create.stationHelp')}
          placeholder={t('create.stationPlaceholder')}
          data={stations.choices}
          disabled={stations.loading || (withoutClient && !form.values.clientId)}
          searchable
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DeviceToken({ created, onDone }: { created: DeviceCreated; onDone: () => void }) {
  const { t } = useTranslation('streamerBox');
  const command = agentCommandLine(window.location.origin, created.token);
  return (
    <Stack>
      <Group gap="xs" wrap="nowrap">
        <Code
          fz="md"
          p="xs"
          aria-label={t('create.tokenLabel')}
          style={{ flex: 1, userSelect: 'all', wordBreak: 'break-all' }}
        >
          {created.token}
        </Code>
        <CopyButton value={created.token} label={t('create.copyToken')} />
      </Group>
      <Alert color="yellow" icon={<IconKey />} role="note">
        {t('create.tokenOnce')}
      </Alert>
      <Text size="sm">{t('create.commandHelp')}</Text>
      <Group gap="xs" wrap="nowrap">
        <Code
          block
          aria-label={t('create.commandLabel')}
          style={{ flex: 1, userSelect: 'all', wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
        >
          {command}
        </Code>
        <CopyButton value={command} label={t('create.copyCommand')} />
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('create.done')}</Button>
      </Group>
    </Stack>
  );
}
