/** The groups-permissions tab of a station: a switch per group of the client. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { PermissionListStates } from './PermissionListStates';
import { StationGroupPermissionsTable } from './StationGroupPermissionsTable';
import { stationGroupsPermissionsQueryOptions, stationKeys } from '../../stations/stations.api';

export function StationGroupsPermissionsTab({ stationId }: { stationId: string }) {
  const { t } = useTranslation('stations');
  const { api } = useAppServices();
  const query = useQuery(stationGroupsPermissionsQueryOptions(api, stationId));
  return (
    <PermissionListStates query={query}>
      {(rows) => (
        <StationGroupPermissionsTable
          rows={rows}
          listed="group"
          queryKey={stationKeys.groupsPermissions(stationId)}
          labels={{
            table: t('tabs.groupsPermissions'),
            name: t('groupsPermissions.group'),
            allowed: t('groupsPermissions.allowed'),
            allow: (name) => t('groupsPermissions.allow', { name }),
          }}
        />
      )}
    </PermissionListStates>
  );
}
