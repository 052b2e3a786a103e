/** The station groups tab: list, add and edit in a modal, delete after confirmation. */
import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StationGroup } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { confirm } from '../../../components/ConfirmModal';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { clientStationGroupsQueryOptions } from '../platform.api';
import { useDeleteStationGroup } from '../platform-mutations';
import { LoadError } from '../../../components/QueryState';
import { StationGroupModal } from './StationGroupModal';

type Editing = { stationGroup: StationGroup | null } | null;

export function StationGroupsTab({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation('platform');
  const { api } = useAppServices();
  const groups = useQuery(clientStationGroupsQueryOptions(api, clientId));
  const remove = useDeleteStationGroup();
  const [editing, setEditing] = useState<Editing>(null);
  const coordinate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });

  async function deleteGroup(group: StationGroup) {
    const confirmed = await confirm({
      title: t('stationGroups.deleteTitle'),
      message: t('stationGroups.deleteMessage', { name: group.name }),
      confirmLabel: t('delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(group.id);
      notifications.show({ color: 'teal', message: t('stationGroups.deleted') });
    } catch {
      notifications.show({ color: 'red', message: t('stationGroups.deleteFailed') });
    }
  }

  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ stationGroup: null })}>
      {t('stationGroups.add')}
    </Button>
  );
  const modal = (
    <StationGroupModal
      clientId={clientId}
      opened={editing !== null}
      stationGroup={editing?.stationGroup ?? null}
      onClose={() => setEditing(null)}
    />
  );

  const dash = (
    <Text span c="dimmed">
      -
    </Text>
  );
  const columns: DataTableColumn<StationGroup>[] = [
    {
      id: 'name',
      header: t('stationGroups.fields.name'),
      sortValue: (group) => group.name,
      cell: (group) => group.name,
    },
    {
      id: 'latitude',
      header: t('stationGroups.fields.latitude'),
      align: 'right',
      sortValue: (group) => group.latitude,
      cell: (group) => (group.latitude === null ? dash : coordinate.format(group.latitude)),
    },
    {
      id: 'longitude',
      header: t('stationGroups.fields.longitude'),
      align: 'right',
      sortValue: (group) => group.longitude,
      cell: (group) => (group.longitude === null ? dash : coordinate.format(group.longitude)),
    },
    {
      id: 'actions',
      header: t('actions'),
      hideHeader: true,
      width: 96,
      cell: (group) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('stationGroups.editNamed', { name: group.name })}
              onClick={() => setEditing({ stationGroup: group })}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('stationGroups.deleteNamed', { name: group.name })}
              onClick={() => void deleteGroup(group)}
              loading={remove.isPending && remove.variables === group.id}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  if (groups.isError)
    return (
      <LoadError error={groups.error} onRetry={() => void groups.refetch()} title={t('stationGroups.loadFailed')} />
    );
  return (
    <Stack>
      {groups.data && groups.data.length > 0 && <Group justify="flex-end">{addButton}</Group>}
      <DataTable
        label={t('stationGroups.tableLabel')}
        columns={columns}
        rows={groups.data}
        rowKey={(group) => group.id}
        loadingLabel={t('stationGroups.loading')}
        defaultSort={{ column: 'name', direction: 'asc' }}
        empty={
          <EmptyState title={t('stationGroups.empty')} description={t('stationGroups.emptyHelp')}>
            {addButton}
          </EmptyState>
        }
      />
      {modal}
    </Stack>
  );
}
