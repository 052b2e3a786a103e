/** The permissions tab of a group: a switch per station of the client. */
import { Anchor, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StationGroupPermission } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { AppLink } from '../../../components/AppLink';
import { stationPaths } from '../dashboard/admin-paths';
import { ListPagination } from '../dashboard/ListPagination';
import { useClientPages } from '../dashboard/use-client-pages';
import { PermissionListStates } from '../stations/PermissionListStates';
import { PermissionSwitch } from '../stations/PermissionSwitch';
import { setStationGroupPermission } from '../stations/stations.api';
import { usePermissionUpdate } from '../stations/use-permission-update';
import { groupKeys, groupStationPermissionsQueryOptions } from './groups.api';

function StationPermissionsTable({ rows, groupId }: { rows: StationGroupPermission[]; groupId: string }) {
  const { t } = useTranslation('groups');
  const { api } = useAppServices();
  const { page, setPage, pagesCount, pageRows } = useClientPages(rows);
  const replaceRow = usePermissionUpdate<StationGroupPermission>(
    groupKeys.stationPermissions(groupId),
    (row, updated) => row.station.id === updated.station.id,
  );
  return (
    <>
      <Table striped highlightOnHover stickyHeader aria-label={t('tabs.permissions')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('permissions.station')}</Table.Th>
            <Table.Th>{t('permissions.allowed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageRows.map((row) => (
            <Table.Tr key={row.station.id}>
              <Table.Td>
                <Anchor renderRoot={(props) => <AppLink {...props} href={stationPaths.view(row.station.slug)} />}>
                  {row.station.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <PermissionSwitch
                  checked={row.allowed}
                  label={t('permissions.allow', { name: row.station.name })}
                  onToggle={async (allowed) =>
                    replaceRow(await setStationGroupPermission(api, row.station.id, groupId, allowed))
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

export function GroupStationPermissionsTab({ groupId }: { groupId: string }) {
  const { api } = useAppServices();
  const query = useQuery(groupStationPermissionsQueryOptions(api, groupId));
  return (
    <PermissionListStates query={query}>
      {(rows) => <StationPermissionsTable rows={rows} groupId={groupId} />}
    </PermissionListStates>
  );
}
