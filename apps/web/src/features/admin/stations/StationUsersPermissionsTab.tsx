/**
 * The users-permissions tab of a station: how each user of the client reaches it. Role and
 * group access is shown but not editable here (spec 01 section 4).
 */
import { useMemo, useState } from 'react';
import { Badge, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StationUserPermission } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { AnchorLink } from '../../../components/links';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { displayName } from '../../../lib/initials';
import { PermissionListStates } from './PermissionListStates';
import { PermissionSwitch } from './PermissionSwitch';
import { permissionTypeKey } from './station-permission';
import {
  setStationUserPermission,
  stationKeys,
  stationUsersPermissionsQueryOptions,
} from '../../stations/stations.api';
import { usePermissionUpdate } from './use-permission-update';

function matches(row: StationUserPermission, filter: string) {
  const text = `${displayName(row.user)} ${row.user.email}`.toLocaleLowerCase();
  return text.includes(filter.trim().toLocaleLowerCase());
}

function UsersPermissionsTable({ rows, stationId }: { rows: StationUserPermission[]; stationId: string }) {
  const { t } = useTranslation('stations');
  const { api } = useAppServices();
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => rows.filter((row) => matches(row, filter)), [rows, filter]);
  const replaceRow = usePermissionUpdate<StationUserPermission>(
    stationKeys.usersPermissions(stationId),
    (row, updated) => row.user.id === updated.user.id,
  );
  const columns: DataTableColumn<StationUserPermission>[] = [
    {
      id: 'user',
      header: t('usersPermissions.user'),
      sortValue: (row) => displayName(row.user),
      cell: (row) => (
        <AnchorLink to="/admin/users/$id" params={{ id: row.user.id }}>
          {displayName(row.user)}
        </AnchorLink>
      ),
    },
    {
      id: 'email',
      header: t('usersPermissions.email'),
      sortValue: (row) => row.user.email,
      cell: (row) => row.user.email,
    },
    {
      id: 'access',
      header: t('usersPermissions.access'),
      cell: (row) => (
        <Badge variant="light" color={row.permission ? 'blue' : 'gray'}>
          {t(permissionTypeKey(row), { group: row.permission?.group?.name ?? '' })}
        </Badge>
      ),
    },
    {
      id: 'allowed',
      header: t('usersPermissions.allowed'),
      cell: (row) => {
        const fromRole = row.permission?.type === 'FROM_ROLE' || row.user.role === 'CLIENT_ADMIN';
        return (
          <Stack gap={2}>
            <PermissionSwitch
              checked={row.allowed}
              readOnly={!row.editable}
              label={t('usersPermissions.allow', { name: displayName(row.user) })}
              onToggle={async (allowed) =>
                replaceRow(await setStationUserPermission(api, stationId, row.user.id, allowed))
              }
            />
            {fromRole && (
              <Text size="xs" c="dimmed">
                {t('usersPermissions.fromRole')}
              </Text>
            )}
            {row.permission?.type === 'FROM_GROUP' && (
              <Text size="xs" c="dimmed">
                {t('usersPermissions.fromGroup', { group: row.permission.group?.name ?? '' })}
              </Text>
            )}
          </Stack>
        );
      },
    },
  ];

  return (
    <Stack gap="sm">
      <TextInput
        label={t('usersPermissions.filter')}
        placeholder={t('usersPermissions.filterPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        maw={360}
      />
      <DataTable
        label={t('tabs.usersPermissions')}
        columns={columns}
        rows={visible}
        rowKey={(row) => row.user.id}
        loadingLabel={t('tabs.usersPermissions')}
        defaultSort={{ column: 'user', direction: 'asc' }}
        empty={
          <Text c="dimmed" ta="center" role="status">
            {t('usersPermissions.noMatch')}
          </Text>
        }
      />
    </Stack>
  );
}

export function StationUsersPermissionsTab({ stationId }: { stationId: string }) {
  const { api } = useAppServices();
  const query = useQuery(stationUsersPermissionsQueryOptions(api, stationId));
  return (
    <PermissionListStates query={query}>
      {(rows) => <UsersPermissionsTable rows={rows} stationId={stationId} />}
    </PermissionListStates>
  );
}
