/** /admin/users (spec 01 "Users"): the client's users, 50 per page (20 or 100 on request), paged by the server. */
import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { ButtonLink } from '../../../components/links';
import { DataTable } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useUsersColumns } from './UsersTable';
import { usersPageQueryOptions } from './users.api';
import { useUsersCrumbs } from './use-users-crumbs';

export interface UsersListScreenProps {
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export function UsersListScreen({ page, pageSize, onPageChange, onPageSizeChange }: UsersListScreenProps) {
  const { t } = useTranslation('users');
  const { api } = useAppServices();
  const query = useQuery(usersPageQueryOptions(api, page, pageSize));
  const crumbs = useUsersCrumbs();
  const columns = useUsersColumns();

  const createLink = (
    <ButtonLink to="/admin/users/add" leftSection={<IconUserPlus size={16} />}>
      {t('list.create')}
    </ButtonLink>
  );

  return (
    <>
      <PageHeader title={t('title')} breadcrumbs={crumbs} actions={createLink} />
      <div aria-busy={query.isPlaceholderData}>
        <DataTable
          label={t('list.tableLabel')}
          columns={columns}
          rows={query.data?.results}
          rowKey={(user) => user.id}
          totalLabel={(count) => t('list.total', { count })}
          loadingLabel={t('list.loading')}
          failed={query.isError ? { title: t('list.error'), onRetry: () => void query.refetch() } : null}
          empty={
            <EmptyState title={t('list.empty')}>
              {page === 1 ? (
                createLink
              ) : (
                <Button variant="default" onClick={() => onPageChange(1)}>
                  {t('list.firstPage')}
                </Button>
              )}
            </EmptyState>
          }
          paging={{
            page,
            pageSize,
            totalCount: query.data?.metadata.totalCount ?? 0,
            onPageChange,
            onPageSizeChange,
          }}
        />
      </div>
    </>
  );
}
