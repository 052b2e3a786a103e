/** /admin/stations/{slug}: tabs info, groups-permissions and users-permissions (tab query parameter). */
import { Tabs } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/links';
import type { BreadcrumbItem } from '../../../components/Breadcrumbs';
import { PageHeader } from '../../../components/PageHeader';
import { TabLinks } from '../../../components/TabLinks';
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
  const stationsCrumb: BreadcrumbItem = { label: t('list.title'), link: { to: '/admin/stations' } };
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
          <ButtonLink
            to="/admin/stations/$slug/edit"
            params={{ slug: station.slug }}
            leftSection={<IconPencil size={16} />}
          >
            {t('editAction')}
          </ButtonLink>
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
