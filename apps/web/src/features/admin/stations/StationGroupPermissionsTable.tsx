/**
 * Station × group grants as a table of switches, listed by station (a group's permissions tab)
 * or by group (a station's groups-permissions tab): the rows are the same entries either way.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { StationGroupPermission } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { AnchorLink, type LinkTarget } from '../../../components/links';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
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

const named = (
  row: StationGroupPermission,
  listed: 'station' | 'group',
): { id: string; name: string; link: LinkTarget } =>
  listed === 'station'
    ? {
        id: row.station.id,
        name: row.station.name,
        link: { to: '/admin/stations/$slug', params: { slug: row.station.slug } },
      }
    : { id: row.group.id, name: row.group.name, link: { to: '/admin/groups/$id', params: { id: row.group.id } } };

export function StationGroupPermissionsTable({ rows, listed, queryKey, labels }: StationGroupPermissionsTableProps) {
  const { api } = useAppServices();
  const replaceRow = usePermissionUpdate<StationGroupPermission>(
    queryKey,
    (row, updated) => named(row, listed).id === named(updated, listed).id,
  );
  const columns: DataTableColumn<StationGroupPermission>[] = [
    {
      id: 'name',
      header: labels.name,
      sortValue: (row) => named(row, listed).name,
      cell: (row) => {
        const item = named(row, listed);
        return <AnchorLink {...item.link}>{item.name}</AnchorLink>;
      },
    },
    {
      id: 'allowed',
      header: labels.allowed,
      cell: (row) => (
        <PermissionSwitch
          checked={row.allowed}
          label={labels.allow(named(row, listed).name)}
          onToggle={async (allowed) =>
            replaceRow(await setStationGroupPermission(api, row.station.id, row.group.id, allowed))
          }
        />
      ),
    },
  ];
  return (
    <DataTable
      label={labels.table}
      columns={columns}
      rows={rows}
      rowKey={(row) => named(row, listed).id}
      loadingLabel={labels.table}
      defaultSort={{ column: 'name', direction: 'asc' }}
      minWidth={480}
      empty={null}
    />
  );
}
