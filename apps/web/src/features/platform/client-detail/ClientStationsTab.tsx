/** The stations tab: each station's format, source (and why its capture fails, if it does) and group, with add and edit. */
import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlatformStation } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { AppLink } from '../../../components/AppLink';
import { CaptureFailureNotice } from '../../../components/CaptureFailureNotice';
import { EmptyState } from '../../../components/EmptyState';
import { formatBytes } from '../../../lib/bytes';
import { clientStationsQueryOptions } from '../platform.api';
import { platformPaths } from '../shared/platform-paths';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { useClientPage } from '../shared/use-client-page';

function FormatBadge({ format }: { format: PlatformStation['format'] }) {
  const { t } = useTranslation('platform');
  return (
    <Badge variant="light" color={format === 'mpegts' ? 'grape' : 'blue'}>
      {t(`stations.formats.${format}`)}
    </Badge>
  );
}

function StationsTable({ stations }: { stations: readonly PlatformStation[] }) {
  const { t, i18n } = useTranslation('platform');
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover stickyHeader verticalSpacing="xs" aria-label={t('stations.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stations.columns.station')}</Table.Th>
            <Table.Th>{t('stations.columns.format')}</Table.Th>
            <Table.Th>{t('stations.columns.streamUrl')}</Table.Th>
            <Table.Th>{t('stations.columns.stationGroup')}</Table.Th>
            <Table.Th ta="right">{t('stations.columns.storage')}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stations.map((station) => (
            <Table.Tr key={station.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={station.logoUrl} alt="" radius="sm" size="sm">
                    {station.name.slice(0, 2).toUpperCase()}
                  </Avatar>
                  <Stack gap={0}>
                    <Anchor
                      size="sm"
                      renderRoot={(props) => <AppLink {...props} href={platformPaths.stationEdit(station.id)} />}
                    >
                      {station.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {station.slug}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <FormatBadge format={station.format} />
              </Table.Td>
              <Table.Td maw={360}>
                {station.streamUrl ? (
                  <Text size="sm" ff="monospace" truncate="end" title={station.streamUrl}>
                    {station.streamUrl}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('stations.noStream')}
                  </Text>
                )}
                {station.captureFailure && <CaptureFailureNotice failure={station.captureFailure} />}
              </Table.Td>
              <Table.Td>
                {station.stationGroup?.name ?? (
                  <Text size="sm" c="dimmed">
                    {t('stations.noGroup')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" ff="monospace">
                  {formatBytes(station.storageBytes, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Tooltip label={t('edit')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('stations.editNamed', { name: station.name })}
                    renderRoot={(props) => <AppLink {...props} href={platformPaths.stationEdit(station.id)} />}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ClientStationsTab({ clientId }: { clientId: string }) {
  const { t } = useTranslation('platform');
  const { api } = useAppServices();
  const stations = useQuery(clientStationsQueryOptions(api, clientId));
  const { page, pages, pageRows, setPage } = useClientPage(stations.data ?? []);
  const addButton = (
    <Button
      leftSection={<IconPlus size={16} />}
      renderRoot={(props) => <AppLink {...props} href={platformPaths.stationAdd(clientId)} />}
    >
      {t('stations.add')}
    </Button>
  );

  if (stations.isPending) return <LoadingState label={t('stations.loading')} />;
  if (stations.isError)
    return (
      <LoadError error={stations.error} onRetry={() => void stations.refetch()} title={t('stations.loadFailed')} />
    );
  if (stations.data.length === 0)
    return (
      <EmptyState title={t('stations.empty')} description={t('stations.emptyHelp')}>
        {addButton}
      </EmptyState>
    );
  return (
    <Stack>
      <Group justify="flex-end">{addButton}</Group>
      <StationsTable stations={pageRows} />
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
