/**
 * /settings/log-in-as (spec 01 "Settings", superadmin only): choose any user that has a client,
 * searchable by client name and e-mail; choosing sets X-Auth-As and reloads to /. The list is
 * filtered as the user types and, after a pause, searched on the server too.
 */
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { readAuthAs } from '../../lib/auth-as';
import { CurrentImpersonation } from './CurrentImpersonation';
import { actAs } from './impersonation';
import { LoadError, LoadingState } from '../../components/QueryState';
import { filterLogInAsUsers } from './log-in-as-filter';
import { LogInAsUsersTable } from './LogInAsUsersTable';
import { logInAsUsersQueryOptions } from './settings.api';

const SERVER_SEARCH_DELAY_MS = 300;

export function LogInAsScreen() {
  const { t } = useTranslation('settings');
  const { api } = useAppServices();
  const [search, setSearch] = useState('');
  const [serverSearch] = useDebouncedValue(search.trim(), SERVER_SEARCH_DELAY_MS);
  const users = useQuery(logInAsUsersQueryOptions(api, serverSearch));
  const actingAs = readAuthAs();

  const choose = (user: User) => {
    if (!actAs(user.email)) notifications.show({ color: 'red', message: t('logInAs.invalidEmail') });
  };

  const matches = users.data ? filterLogInAsUsers(users.data.results, search) : [];

  return (
    <>
      <PageHeader
        title={t('logInAs.title')}
        breadcrumbs={[
          { label: t('home'), link: { to: '/' } },
          { label: t('title'), link: { to: '/settings/config' } },
          { label: t('logInAs.title') },
        ]}
      />
      <CurrentImpersonation actingAs={actingAs} />
      <TextInput
        label={t('logInAs.search')}
        placeholder={t('logInAs.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        mb="md"
        maw={420}
      />
      {users.isPending ? (
        <LoadingState label={t('logInAs.loading')} />
      ) : users.isError ? (
        <LoadError error={users.error} title={t('logInAs.loadError')} onRetry={() => void users.refetch()} />
      ) : matches.length === 0 ? (
        <EmptyState title={t('logInAs.empty')} description={search ? t('logInAs.emptyHint') : undefined} />
      ) : (
        <LogInAsUsersTable users={matches} actingAs={actingAs} onChoose={choose} />
      )}
    </>
  );
}
