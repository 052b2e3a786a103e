/** The columns of /admin/users: user (links to them), email, last login, view and edit. */
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@antena/contract';
import type { DataTableColumn } from '../../../components/DataTable';
import { RowActions } from '../../../components/RowActions';
import { AppLink } from '../../../components/AppLink';
import { useFormatDateTime } from '../../../lib/use-date-time';
import { userListName } from './user-display';

export function useUsersColumns(): DataTableColumn<User>[] {
  const { t } = useTranslation('users');
  const formatDateTime = useFormatDateTime();
  const href = (user: User) => `/admin/users/${user.id}`;
  return [
    {
      id: 'user',
      header: t('list.columns.user'),
      cell: (user) => (
        <Anchor renderRoot={(props) => <AppLink {...props} href={href(user)} />}>{userListName(user)}</Anchor>
      ),
    },
    { id: 'email', header: t('list.columns.email'), cell: (user) => user.email },
    { id: 'lastLogin', header: t('list.columns.lastLogin'), cell: (user) => formatDateTime(user.lastLogin) },
    {
      id: 'actions',
      header: t('list.columns.actions'),
      hideHeader: true,
      cell: (user) => (
        <RowActions
          view={{ href: href(user), label: t('list.view', { name: userListName(user) }) }}
          edit={{ href: `${href(user)}/edit`, label: t('list.edit', { name: userListName(user) }) }}
        />
      ),
    },
  ];
}
