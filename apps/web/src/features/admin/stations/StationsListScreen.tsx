/** /admin/stations: the client's stations with view and edit actions. */
import { IconBroadcastOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Station } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { AnchorLink } from '../../../components/links';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { RowActions } from '../../../components/RowActions';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';
import { stationsQueryOptions } from '../../stations/stations.api';

export function StationsListScreen() {
  const { t } = useTranslation('stations');
  const { api } = useAppServices();
  const query = useQuery(stationsQueryOptions(api));
  const breadcrumbs = useAdminBreadcrumbs({ label: t('list.title') });
  const columns: DataTableColumn<Station>[] = [
    {
      id: 'name',
      header: t('list.name'),
      sortValue: (station) => station.name,
      cell: (station) => (
        <AnchorLink to="/admin/stations/$slug" params={{ slug: station.slug }}>
          {station.name}
        </AnchorLink>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      width: 120,
      cell: (station) => (
        <RowActions
          view={{
            link: { to: '/admin/stations/$slug', params: { slug: station.slug } },
            label: t('list.viewStation', { name: station.name }),
          }}
          edit={{
            link: { to: '/admin/stations/$slug/edit', params: { slug: station.slug } },
            label: t('list.editStation', { name: station.name }),
          }}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('list.title')} breadcrumbs={breadcrumbs} />
      <DataTable
        label={t('list.title')}
        columns={columns}
        rows={query.data}
        rowKey={(station) => station.id}
        loadingLabel={t('list.loading')}
        failed={query.isError ? { title: t('list.loadFailed'), onRetry: () => void query.refetch() } : null}
        defaultSort={{ column: 'name', direction: 'asc' }}
        empty={<EmptyState icon={<IconBroadcastOff size={28} />} title={t('list.empty')} />}
      />
    </>
  );
}
