/** The permissions tab of a group: a switch per station of the client. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { PermissionListStates } from '../stations/PermissionListStates';
import { StationGroupPermissionsTable } from '../stations/StationGroupPermissionsTable';
import { groupKeys, groupStationPermissionsQueryOptions } from './groups.api';

export function GroupStationPermissionsTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const { api } = useAppServices();
  const query = useQuery(groupStationPermissionsQueryOptions(api, groupId));
  return (
    <PermissionListStates query={query}>
      {(rows) => (
        <StationGroupPermissionsTable
          rows={rows}
          listed="station"
          queryKey={groupKeys.stationPermissions(groupId)}
          labels={{
            table: t('tabs.permissions'),
            name: t('permissions.station'),
            allowed: t('permissions.allowed'),
            allow: (name) => t('permissions.allow', { name }),
          }}
        />
      )}
    </PermissionListStates>
  );
}
