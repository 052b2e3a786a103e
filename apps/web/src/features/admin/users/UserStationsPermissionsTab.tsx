/**
 * The stations permissions tab of /admin/users/$id: filter by name, one switch per station, in
 * the shared table (pages of 20, 50 or 100, 50 by default: spec 01 section 9).
 */
import { useState } from 'react';
import { Alert, Badge, Group, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StationUserPermission, User } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { PermissionSwitch } from '../stations/PermissionSwitch';
import { isClientAdminEntry, matchesStationFilter, stationAccessLabels } from './station-access';
import { useSetStationPermission, userStationPermissionsQueryOptions } from './user-permissions.api';

/** How the user reaches a station: their role, a direct grant, a group. */
function StationAccess({ entry }: { entry: StationUserPermission }) {
  const { t } = useTranslation('users');
  const labels = stationAccessLabels(entry);
  return (
    <Group gap={6}>
      {isClientAdminEntry(entry) && (
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
  );
}

export function UserStationsPermissionsTab({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const { api } = useAppServices();
  const query = useQuery(userStationPermissionsQueryOptions(api, user.id));
  const setPermission = useSetStationPermission(user.id);
  const [filter, setFilter] = useState('');

  if (query.isPending) return <LoadingState label={t('permissions.loading')} />;
  if (query.isError) return <ErrorState title={t('permissions.error')} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={t('permissions.empty')} />;

  const entries = query.data.filter((entry) => matchesStationFilter(entry.station.name, filter));
  const columns: DataTableColumn<StationUserPermission>[] = [
    {
      id: 'station',
      header: t('stations.columns.station'),
      sortValue: (entry) => entry.station.name,
      cell: (entry) => entry.station.name,
    },
    { id: 'access', header: t('stations.columns.access'), cell: (entry) => <StationAccess entry={entry} /> },
    {
      id: 'allowed',
      header: t('stations.columns.allowed'),
      cell: (entry) => (
        <PermissionSwitch
          checked={entry.allowed}
          readOnly={!entry.editable}
          onToggle={(allowed) => setPermission.mutateAsync({ stationId: entry.station.id, allowed })}
          label={t('stations.toggle', { station: entry.station.name })}
        />
      ),
    },
  ];

  return (
    <Stack>
      {user.role === 'CLIENT_ADMIN' && (
        <Alert color="grape" icon={<IconShieldCheck />}>
          {t('stations.clientAdminHint')}
        </Alert>
      )}
      <TextInput
        label={t('stations.filter')}
        placeholder={t('stations.filterPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        maw={360}
      />
      <DataTable
        label={t('view.tabs.permissions')}
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.station.id}
        loadingLabel={t('permissions.loading')}
        defaultSort={{ column: 'station', direction: 'asc' }}
        empty={<EmptyState title={t('stations.noMatch')} />}
        minWidth={480}
      />
    </Stack>
  );
}
