/** The stations tab: each station's format, source (and why its capture fails, if it does) and group, with add and edit. */
import { Avatar, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlatformStation } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { ActionIconLink, AnchorLink, ButtonLink } from '../../../components/links';
import { CaptureFailureNotice } from '../../../components/CaptureFailureNotice';
import { EmptyState } from '../../../components/EmptyState';
import { StreamSourceText } from '../stations/StreamSourceText';
import { formatBytes } from '../../../lib/bytes';
import { clientStationsQueryOptions } from '../platform.api';
import { LoadError } from '../../../components/QueryState';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';

function FormatBadge({ format }: { format: PlatformStation['format'] }) {
  const { t } = useTranslation('platform');
  return (
    <Badge variant="light" color={format === 'mpegts' ? 'grape' : 'blue'}>
      {t(`stations.formats.${format}`)}
    </Badge>
  );
}

function useStationColumns(): DataTableColumn<PlatformStation>[] {
  const { t, i18n } = useTranslation('platform');
  return [
    {
      id: 'station',
      header: t('stations.columns.station'),
      sortValue: (station) => station.name,
      cell: (station) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={station.logoUrl} alt="" radius="sm" size="sm">
            {station.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={0}>
            <AnchorLink to="/platform/stations/$stationId/edit" params={{ stationId: station.id }} size="sm">
              {station.name}
            </AnchorLink>
            <Text size="xs" c="dimmed" ff="monospace">
              {station.slug}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      id: 'format',
      header: t('stations.columns.format'),
      sortValue: (station) => station.format,
      cell: (station) => <FormatBadge format={station.format} />,
    },
    {
      id: 'streamUrl',
      header: t('stations.columns.streamUrl'),
      width: 360,
      cell: (station) => (
        <>
          {station.streamUrl ? (
            <StreamSourceText streamUrl={station.streamUrl} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('stations.noStream')}
            </Text>
          )}
          {station.captureFailure && <CaptureFailureNotice failure={station.captureFailure} />}
        </>
      ),
    },
    {
      id: 'stationGroup',
      header: t('stations.columns.stationGroup'),
      sortValue: (station) => station.stationGroup?.name,
      cell: (station) =>
        station.stationGroup?.name ?? (
          <Text size="sm" c="dimmed">
            {t('stations.noGroup')}
          </Text>
        ),
    },
    {
      id: 'storage',
      header: t('stations.columns.storage'),
      align: 'right',
      sortValue: (station) => station.storageBytes,
      cell: (station) => (
        <Text size="sm" ff="monospace">
          {formatBytes(station.storageBytes, i18n.language)}
        </Text>
      ),
    },
    {
      id: 'actions',
      header: t('actions'),
      hideHeader: true,
      width: 56,
      cell: (station) => (
        <Tooltip label={t('edit')}>
          <ActionIconLink
            to="/platform/stations/$stationId/edit"
            params={{ stationId: station.id }}
            variant="subtle"
            aria-label={t('stations.editNamed', { name: station.name })}
          >
            <IconPencil size={16} />
          </ActionIconLink>
        </Tooltip>
      ),
    },
  ];
}

export function ClientStationsTab({ clientId }: { clientId: string }) {
  const { t } = useTranslation('platform');
  const { api } = useAppServices();
  const stations = useQuery(clientStationsQueryOptions(api, clientId));
  const columns = useStationColumns();
  const addButton = (
    <ButtonLink
      to="/platform/clients/$clientId/stations/add"
      params={{ clientId }}
      leftSection={<IconPlus size={16} />}
    >
      {t('stations.add')}
    </ButtonLink>
  );

  if (stations.isError)
    return (
      <LoadError error={stations.error} onRetry={() => void stations.refetch()} title={t('stations.loadFailed')} />
    );
  return (
    <Stack>
      {stations.data && stations.data.length > 0 && <Group justify="flex-end">{addButton}</Group>}
      <DataTable
        label={t('stations.tableLabel')}
        columns={columns}
        rows={stations.data}
        rowKey={(station) => station.id}
        loadingLabel={t('stations.loading')}
        defaultSort={{ column: 'station', direction: 'asc' }}
        minWidth={800}
        empty={
          <EmptyState title={t('stations.empty')} description={t('stations.emptyHelp')}>
            {addButton}
          </EmptyState>
        }
      />
    </Stack>
  );
}
