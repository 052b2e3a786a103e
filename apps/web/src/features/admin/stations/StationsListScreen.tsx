/** /admin/stations: the client's stations with view and edit actions. */
import { Anchor, Table } from '@mantine/core';
import { IconBroadcastOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Station } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { AppLink } from '../../../components/AppLink';
import { RowActions } from '../../../components/RowActions';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { stationPaths } from '../dashboard/admin-paths';
import { ListPagination } from '../dashboard/ListPagination';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';
import { useClientPages } from '../dashboard/use-client-pages';
import { stationsQueryOptions } from '../../stations/stations.api';

function StationsTable({ stations }: { stations: Station[] }) {
  const { t } = useTranslation('stations');
  const { page, setPage, pagesCount, pageRows } = useClientPages(stations);
  return (
    <>
      <Table striped highlightOnHover stickyHeader aria-label={t('list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.name')}</Table.Th>
            <Table.Th w={120}>{t('list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageRows.map((station) => (
            <Table.Tr key={station.id}>
              <Table.Td>
                <Anchor renderRoot={(props) => <AppLink {...props} href={stationPaths.view(station.slug)} />}>
                  {station.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <RowActions
                  view={{ href: stationPaths.view(station.slug), label: t('list.viewStation', { name: station.name }) }}
                  edit={{ href: stationPaths.edit(station.slug), label: t('list.editStation', { name: station.name }) }}
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

export function StationsListScreen() {
  const { t } = useTranslation('stations');
  const { api } = useAppServices();
  const query = useQuery(stationsQueryOptions(api));
  const breadcrumbs = useAdminBreadcrumbs({ label: t('list.title') });
  return (
    <>
      <PageHeader title={t('list.title')} breadcrumbs={breadcrumbs} />
      {query.isPending && <LoadingState label={t('list.loading')} />}
      {query.isError && <ErrorState message={t('list.loadFailed')} onRetry={() => void query.refetch()} />}
      {query.isSuccess &&
        (query.data.length === 0 ? (
          <EmptyState icon={<IconBroadcastOff size={28} />} title={t('list.empty')} />
        ) : (
          <StationsTable stations={query.data} />
        ))}
    </>
  );
}
