/** One station of a user's stations permissions: how they reach it and the allowed switch. */
import { Badge, Group, Table, Tooltip } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StationUserPermission } from '@antena/contract';
import { useSetStationPermission } from './user-permissions.api';
import { PermissionSwitch } from '../stations/PermissionSwitch';
import { isClientAdminEntry, stationAccessLabels } from './station-access';

export function StationPermissionRow({ entry, userId }: { entry: StationUserPermission; userId: string }) {
  const { t } = useTranslation('users');
  const setPermission = useSetStationPermission(userId);
  const clientAdmin = isClientAdminEntry(entry);
  const labels = stationAccessLabels(entry);

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
        <PermissionSwitch
          checked={entry.allowed}
          readOnly={!entry.editable}
          onToggle={(allowed) => setPermission.mutateAsync({ stationId: entry.station.id, allowed })}
          label={t('stations.toggle', { station: entry.station.name })}
        />
      </Table.Td>
    </Table.Tr>
  );
}
