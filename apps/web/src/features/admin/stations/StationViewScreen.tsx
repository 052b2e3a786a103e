/** /admin/stations/{slug}: tabs info, groups-permissions and users-permissions (tab query parameter). */
import { Button, Tabs } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/AppLink';
import { PageHeader } from '../../../components/PageHeader';
import { TabLinks } from '../../../components/TabLinks';
import { stationPaths } from '../dashboard/admin-paths';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';
import { StationGroupsPermissionsTab } from './StationGroupsPermissionsTab';
import { StationInfoTab } from './StationInfoTab';
import { StationNotFound } from './StationNotFound';
import { StationUsersPermissionsTab } from './StationUsersPermissionsTab';
import { useStation } from './use-station';

export function StationViewScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('stations');
  const { query, notFound } = useStation(slug);
  const stationsCrumb = { label: t('list.title'), href: stationPaths.list };
  const breadcrumbs = useAdminBreadcrumbs(stationsCrumb, { label: query.data?.name ?? slug });

  if (notFound) return <StationNotFound slug={slug} />;
  if (query.isPending || query.isError) {
    return (
      <>
        <PageHeader title={slug} breadcrumbs={breadcrumbs} />
        {query.isPending ? (
          <LoadingState label={t('loadingStation')} />
        ) : (
          <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }

  const station = query.data;
  return (
    <>
      <PageHeader
        title={station.name}
        breadcrumbs={breadcrumbs}
        actions={
          <Button component={AppLink} href={stationPaths.edit(station.slug)} leftSection={<IconPencil size={16} />}>
            {t('editAction')}
          </Button>
        }
      />
      <TabLinks
        label={t('tabs.label')}
        defaultValue="info"
        tabs={[
          { value: 'info', label: t('tabs.info') },
          { value: 'groups-permissions', label: t('tabs.groupsPermissions') },
          { value: 'users-permissions', label: t('tabs.usersPermissions') },
        ]}
      >
        <Tabs.Panel value="info">
          <StationInfoTab station={station} />
        </Tabs.Panel>
        <Tabs.Panel value="groups-permissions">
          <StationGroupsPermissionsTab stationId={station.id} />
        </Tabs.Panel>
        <Tabs.Panel value="users-permissions">
          <StationUsersPermissionsTab stationId={station.id} />
        </Tabs.Panel>
      </TabLinks>
    </>
  );
}
