/** /admin/groups: name, user count, view and edit actions, and Create group. */
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Group } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { RowActions } from '../../../components/RowActions';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';
import { groupsQueryOptions } from './groups.api';

export function GroupsListScreen() {
  const { t } = useTranslation('groups');
  const { api } = useAppServices();
  const query = useQuery(groupsQueryOptions(api));
  const breadcrumbs = useAdminBreadcrumbs({ label: t('list.title') });
  const createButton = (
    <ButtonLink to="/admin/groups/add" leftSection={<IconPlus size={16} />}>
      {t('list.create')}
    </ButtonLink>
  );
  const columns: DataTableColumn<Group>[] = [
    {
      id: 'name',
      header: t('list.name'),
      sortValue: (group) => group.name,
      cell: (group) => (
        <AnchorLink to="/admin/groups/$id" params={{ id: group.id }}>
          {group.name}
        </AnchorLink>
      ),
    },
    { id: 'users', header: t('list.users'), sortValue: (group) => group.usersCount, cell: (group) => group.usersCount },
    {
      id: 'actions',
      header: t('list.actions'),
      width: 120,
      cell: (group) => (
        <RowActions
          view={{
            link: { to: '/admin/groups/$id', params: { id: group.id } },
            label: t('list.viewGroup', { name: group.name }),
          }}
          edit={{
            link: { to: '/admin/groups/$id/edit', params: { id: group.id } },
            label: t('list.editGroup', { name: group.name }),
          }}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('list.title')} breadcrumbs={breadcrumbs} actions={createButton} />
      <DataTable
        label={t('list.title')}
        columns={columns}
        rows={query.data}
        rowKey={(group) => group.id}
        loadingLabel={t('list.loading')}
        failed={query.isError ? { title: t('list.loadFailed'), onRetry: () => void query.refetch() } : null}
        defaultSort={{ column: 'name', direction: 'asc' }}
        empty={
          <EmptyState icon={<IconUsersGroup size={28} />} title={t('list.empty')} description={t('list.emptyHint')} />
        }
      />
    </>
  );
}
