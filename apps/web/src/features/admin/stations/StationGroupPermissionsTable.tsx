/**
 * Station × group grants as a table of switches, listed by station (a group's permissions tab)
 * or by group (a station's groups-permissions tab): the rows are the same entries either way.
 */
import { Anchor, Table } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import type { StationGroupPermission } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { AppLink } from '../../../components/AppLink';
import { groupPaths, stationPaths } from '../dashboard/admin-paths';
import { ListPagination } from '../dashboard/ListPagination';
import { useClientPages } from '../dashboard/use-client-pages';
import { PermissionSwitch } from './PermissionSwitch';
import { setStationGroupPermission } from '../../stations/stations.api';
import { usePermissionUpdate } from './use-permission-update';

export interface StationGroupPermissionsTableProps {
  rows: StationGroupPermission[];
  /** What each row names: the station (for one group) or the group (for one station). */
  listed: 'station' | 'group';
  queryKey: QueryKey;
  labels: { table: string; name: string; allowed: string; allow: (name: string) => string };
}

const named = (row: StationGroupPermission, listed: 'station' | 'group') =>
  listed === 'station'
    ? { id: row.station.id, name: row.station.name, href: stationPaths.view(row.station.slug) }
    : { id: row.group.id, name: row.group.name, href: groupPaths.view(row.group.id) };

export function StationGroupPermissionsTable({ rows, listed, queryKey, labels }: StationGroupPermissionsTableProps) {
  const { api } = useAppServices();
  const { page, setPage, pagesCount, pageRows } = useClientPages(rows);
  const replaceRow = usePermissionUpdate<StationGroupPermission>(
    queryKey,
    (row, updated) => named(row, listed).id === named(updated, listed).id,
  );
  return (
    <>
      <Table striped highlightOnHover stickyHeader aria-label={labels.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{labels.name}</Table.Th>
            <Table.Th>{labels.allowed}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageRows.map((row) => {
            const item = named(row, listed);
            return (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Anchor renderRoot={(props) => <AppLink {...props} href={item.href} />}>{item.name}</Anchor>
                </Table.Td>
                <Table.Td>
                  <PermissionSwitch
                    checked={row.allowed}
                    label={labels.allow(item.name)}
                    onToggle={async (allowed) =>
                      replaceRow(await setStationGroupPermission(api, row.station.id, row.group.id, allowed))
                    }
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <ListPagination page={page} pagesCount={pagesCount} onChange={setPage} />
    </>
  );
}
