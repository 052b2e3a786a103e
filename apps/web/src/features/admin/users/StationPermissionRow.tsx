/** One station of a user's stations permissions: how they reach it and the allowed switch. */
import { Badge, Group, Switch, Table, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StationUserPermission } from '@antena/contract';
import { useSetStationPermission } from './user-permissions.api';
import { canEditStationPermission, isClientAdminEntry, stationAccessLabels } from './station-access';

export function StationPermissionRow({ entry, userId }: { entry: StationUserPermission; userId: string }) {
  const { t } = useTranslation('users');
  const setPermission = useSetStationPermission(userId);
  const clientAdmin = isClientAdminEntry(entry);
  const labels = stationAccessLabels(entry);

  const toggle = () =>
    setPermission.mutate(
      { stationId: entry.station.id, allowed: !entry.allowed },
      { onError: () => notifications.show({ message: t('permissions.updateFailed'), color: 'red' }) },
    );

  return (
    <Table.Tr>
      <Table.Td>{entry.station.name}</Table.Td>
      <Table.Td>
        <Group gap={6}>
          {clientAdmin && (
            <Tooltip label={t('stations.clientAdminHint')} withArrow>
              <Badge variant="light" color="grape" leftSection={<IconShieldCheck size={12} />}>
                {t('stations.clientAdmin')}
              </Badge>
            </Tooltip>
          )}
          {labels.direct && <Badge variant="light">{t('stations.direct')}</Badge>}
          {labels.group && (
            <Badge variant="outline" color="gray">
              {labels.group}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Switch
          checked={entry.allowed}
          onChange={toggle}
          disabled={!canEditStationPermission(entry) || setPermission.isPending}
          aria-label={t('stations.toggle', { station: entry.station.name })}
        />
      </Table.Td>
    </Table.Tr>
  );
}
