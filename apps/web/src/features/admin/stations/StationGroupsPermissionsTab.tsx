/** The groups-permissions tab of a station: a switch per group of the client. */
import { Anchor, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StationGroupPermission } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { AppLink } from '../../../components/AppLink';
import { groupPaths } from '../dashboard/admin-paths';
import { ListPagination } from '../dashboard/ListPagination';
import { useClientPages } from '../dashboard/use-client-pages';
import { PermissionListStates } from './PermissionListStates';
import { PermissionSwitch } from './PermissionSwitch';
import { setStationGroupPermission, stationGroupsPermissionsQueryOptions, stationKeys } from './stations.api';
import { usePermissionUpdate } from './use-permission-update';

function GroupsPermissionsTable({ rows, stationId }: { rows: StationGroupPermission[]; stationId: string }) {
  const { t } = useTranslation('stations');
  const { api } = useAppServices();
  const { page, setPage, pagesCount, pageRows } = useClientPages(rows);
  const replaceRow = usePermissionUpdate<StationGroupPermission>(
    stationKeys.groupsPermissions(stationId),
    (row, updated) => row.group.id === updated.group.id,
  );
  return (
    <>
      <Table striped highlightOnHover stickyHeader aria-label={t('tabs.groupsPermissions')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('groupsPermissions.group')}</Table.Th>
            <Table.Th>{t('groupsPermissions.allowed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageRows.map((row) => (
            <Table.Tr key={row.group.id}>
              <Table.Td>
                <Anchor renderRoot={(props) => <AppLink {...props} href={groupPaths.view(row.group.id)} />}>
                  {row.group.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <PermissionSwitch
                  checked={row.allowed}
                  label={t('groupsPermissions.allow', { name: row.group.name })}
                  onToggle={async (allowed) =>
                    replaceRow(await setStationGroupPermission(api, stationId, row.group.id, allowed))
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListPagination page={page} pagesCount={pagesCount} onChange={setPage} />
    </>
  );
}

export function StationGroupsPermissionsTab({ stationId }: { stationId: string }) {
  const { api } = useAppServices();
  const query = useQuery(stationGroupsPermissionsQueryOptions(api, stationId));
  return (
    <PermissionListStates query={query}>
      {(rows) => <GroupsPermissionsTable rows={rows} stationId={stationId} />}
    </PermissionListStates>
  );
}
