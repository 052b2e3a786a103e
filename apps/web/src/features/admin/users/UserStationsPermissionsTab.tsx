/** The stations permissions tab of /admin/users/$id: filter by name, one switch per station. */
import { useState } from 'react';
import { Alert, Stack, Table, TextInput } from '@mantine/core';
import { IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { StationPermissionRow } from './StationPermissionRow';
import { matchesStationFilter } from './station-access';
import { userStationPermissionsQueryOptions } from './user-permissions.api';

export function UserStationsPermissionsTab({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const { api } = useAppServices();
  const query = useQuery(userStationPermissionsQueryOptions(api, user.id));
  const [filter, setFilter] = useState('');

  if (query.isPending) return <LoadingState label={t('permissions.loading')} />;
  if (query.isError) return <ErrorState title={t('permissions.error')} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={t('permissions.empty')} />;

  const entries = query.data
    .filter((entry) => matchesStationFilter(entry.station.name, filter))
    .sort((a, b) => a.station.name.localeCompare(b.station.name));

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
      {entries.length === 0 ? (
        <EmptyState title={t('stations.noMatch')} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table stickyHeader striped aria-label={t('view.tabs.permissions')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stations.columns.station')}</Table.Th>
                <Table.Th>{t('stations.columns.access')}</Table.Th>
                <Table.Th>{t('stations.columns.allowed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <StationPermissionRow key={entry.station.id} entry={entry} userId={user.id} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
