/** The station groups tab: list, add and edit in a modal, delete after confirmation. */
import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StationGroup } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { confirm } from '../../../components/ConfirmModal';
import { EmptyState } from '../../../components/EmptyState';
import { clientStationGroupsQueryOptions } from '../platform.api';
import { useDeleteStationGroup } from '../platform-mutations';
import { LoadError, LoadingState } from '../../../components/QueryState';
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

  if (groups.isPending) return <LoadingState label={t('stationGroups.loading')} />;
  if (groups.isError)
    return (
      <LoadError error={groups.error} onRetry={() => void groups.refetch()} title={t('stationGroups.loadFailed')} />
    );
  if (groups.data.length === 0)
    return (
      <>
        <EmptyState title={t('stationGroups.empty')} description={t('stationGroups.emptyHelp')}>
          {addButton}
        </EmptyState>
        {modal}
      </>
    );

  const dash = (
    <Text span c="dimmed">
      -
    </Text>
  );
  return (
    <Stack>
      <Group justify="flex-end">{addButton}</Group>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('stationGroups.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stationGroups.fields.name')}</Table.Th>
            <Table.Th ta="right">{t('stationGroups.fields.latitude')}</Table.Th>
            <Table.Th ta="right">{t('stationGroups.fields.longitude')}</Table.Th>
            <Table.Th w={96}>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.data.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td>{group.name}</Table.Td>
              <Table.Td ta="right">{group.latitude === null ? dash : coordinate.format(group.latitude)}</Table.Td>
              <Table.Td ta="right">{group.longitude === null ? dash : coordinate.format(group.longitude)}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {modal}
    </Stack>
  );
}
