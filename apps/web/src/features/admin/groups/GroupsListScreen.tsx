/** /admin/groups: name, user count, view and edit actions, and Create group. */
import { Anchor, Button, Table } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Group } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { AppLink } from '../../../components/AppLink';
import { RowActions } from '../../../components/RowActions';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { groupPaths } from '../dashboard/admin-paths';
import { ListPagination } from '../dashboard/ListPagination';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';
import { useClientPages } from '../dashboard/use-client-pages';
import { groupsQueryOptions } from './groups.api';

function GroupsTable({ groups }: { groups: Group[] }) {
  const { t } = useTranslation('groups');
  const { page, setPage, pagesCount, pageRows } = useClientPages(groups);
  return (
    <>
      <Table striped highlightOnHover stickyHeader aria-label={t('list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.name')}</Table.Th>
            <Table.Th>{t('list.users')}</Table.Th>
            <Table.Th w={120}>{t('list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageRows.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td>
                <Anchor renderRoot={(props) => <AppLink {...props} href={groupPaths.view(group.id)} />}>
                  {group.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{group.usersCount}</Table.Td>
              <Table.Td>
                <RowActions
                  view={{ href: groupPaths.view(group.id), label: t('list.viewGroup', { name: group.name }) }}
                  edit={{ href: groupPaths.edit(group.id), label: t('list.editGroup', { name: group.name }) }}
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

export function GroupsListScreen() {
  const { t } = useTranslation('groups');
  const { api } = useAppServices();
  const query = useQuery(groupsQueryOptions(api));
  const breadcrumbs = useAdminBreadcrumbs({ label: t('list.title') });
  const createButton = (
    <Button component={AppLink} href={groupPaths.add} leftSection={<IconPlus size={16} />}>
      {t('list.create')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t('list.title')} breadcrumbs={breadcrumbs} actions={createButton} />
      {query.isPending && <LoadingState label={t('list.loading')} />}
      {query.isError && <ErrorState message={t('list.loadFailed')} onRetry={() => void query.refetch()} />}
      {query.isSuccess &&
        (query.data.length === 0 ? (
          <EmptyState icon={<IconUsersGroup size={28} />} title={t('list.empty')} description={t('list.emptyHint')} />
        ) : (
          <GroupsTable groups={query.data} />
        ))}
    </>
  );
}
