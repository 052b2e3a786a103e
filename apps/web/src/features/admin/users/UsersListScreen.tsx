/** /admin/users (spec 01 "Users"): the client's users, 50 per page with server pagination. */
import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../app/app-services';
import { AppLink } from '../../../components/AppLink';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { UsersTable } from './UsersTable';
import { usersPageQueryOptions } from './users.api';
import { useUsersCrumbs } from './use-users-crumbs';

export interface UsersListScreenProps {
  page: number;
  onPageChange: (page: number) => void;
}

export function UsersListScreen({ page, onPageChange }: UsersListScreenProps) {
  const { t } = useTranslation('users');
  const { api } = useAppServices();
  const query = useQuery(usersPageQueryOptions(api, page));
  const crumbs = useUsersCrumbs();

  const createLink = (
    <Button
      leftSection={<IconUserPlus size={16} />}
      renderRoot={(props) => <AppLink {...props} href="/admin/users/add" />}
    >
      {t('list.create')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('title')} breadcrumbs={crumbs} actions={createLink} />
      {query.isPending && <LoadingState label={t('list.loading')} />}
      {query.isError && <ErrorState title={t('list.error')} onRetry={() => void query.refetch()} />}
      {query.data && query.data.results.length === 0 && (
        <EmptyState title={t('list.empty')}>
          {page === 1 ? (
            createLink
          ) : (
            <Button variant="default" onClick={() => onPageChange(1)}>
              {t('list.firstPage')}
            </Button>
          )}
        </EmptyState>
      )}
      {query.data && query.data.results.length > 0 && (
        <Stack gap="md" aria-busy={query.isPlaceholderData}>
          <UsersTable users={query.data.results} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('list.total', { count: query.data.metadata.totalCount })}
            </Text>
            {query.data.pagesCount > 1 && (
              <Pagination
                total={query.data.pagesCount}
                value={page}
                onChange={onPageChange}
                aria-label={t('list.pagination')}
                getControlProps={(control) => ({ 'aria-label': t(`list.pages.${control}`) })}
              />
            )}
          </Group>
        </Stack>
      )}
    </>
  );
}
