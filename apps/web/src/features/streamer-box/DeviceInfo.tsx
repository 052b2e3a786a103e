/**
 * What the device says about itself (id, status, location, coordinates with a map link, agent
 * version, last report) and the station it feeds, which a client admin changes here (our
 * design: "A client admin links a device to a station").
 */
import { Anchor, Card, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Device } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { errorText } from '../../lib/api-error';
import { useFormatDateTime } from '../../lib/use-date-time';
import { Field } from '../../components/Field';
import { DeviceOnlineBadge } from './DeviceStatusBadge';
import { linkDeviceStation, openStreetMapUrl } from './streamer-box.api';
import { useDeviceRefresh } from './use-device-command';
import { useStationChoices } from './use-station-choices';

export function DeviceInfo({ device }: { device: Device }) {
  const { t } = useTranslation('streamerBox');
  const format = useFormatDateTime();
  const { coords } = device;
  return (
    <Card withBorder component="section" aria-label={t('device.device')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        <Field label={t('device.id')}>
          <Text span size="sm" ff="monospace">
            {device.id}
          </Text>
        </Field>
        <Field label={t('device.status')}>
          <DeviceOnlineBadge device={device} />
        </Field>
        <Field label={t('device.client')}>{device.client.name}</Field>
        <Field label={t('device.lastSeen')}>{device.lastSeenAt ? format(device.lastSeenAt) : t('device.never')}</Field>
        <Field label={t('device.location')}>{device.location ?? t('device.noLocation')}</Field>
        <Field label={t('device.latitude')}>{coords ? coords.lat : t('device.noCoords')}</Field>
        <Field label={t('device.longitude')}>{coords ? coords.lng : t('device.noCoords')}</Field>
        <Field label={t('device.agentVersion')}>{device.agentVersion ?? '—'}</Field>
      </SimpleGrid>
      <Group mt="md" justify="space-between" align="flex-end">
        <StationLink device={device} />
        {coords && (
          <Anchor href={openStreetMapUrl(coords.lat, coords.lng)} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              {t('device.showOnMap')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Group>
    </Card>
  );
}

function StationLink({ device }: { device: Device }) {
  const { t } = useTranslation('streamerBox');
  const { api } = useAppServices();
  const refresh = useDeviceRefresh(device.id);
  const stations = useStationChoices(device.client.id);
  const link = useMutation({
    mutationFn: (stationId: string | null) => linkDeviceStation(api, device.id, stationId),
    onSuccess: (answer) => {
      refresh(answer);
      notifications.show({ color: 'teal', message: t('stationLink.updated') });
    },
    onError: (error) =>
      notifications.show({ color: 'red', title: t('stationLink.failed'), message: errorText(error, t) }),
  });
  // The linked station stays a choice even when the list does not hold it (yet).
  const current = device.station;
  const choices =
    current && !stations.choices.some((choice) => choice.value === current.id)
      ? [{ value: current.id, label: current.name }, ...stations.choices]
      : stations.choices;
  return (
    <Select
      label={t('stationLink.label')}
      placeholder={t('stationLink.placeholder')}
      data={choices}
      value={link.isPending ? (link.variables ?? null) : (current?.id ?? null)}
      onChange={(stationId) => link.mutate(stationId)}
      disabled={link.isPending || stations.loading}
      searchable
      clearable
      miw={280}
    />
  );
}
