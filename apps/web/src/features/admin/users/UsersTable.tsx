/** The columns of /admin/users: user (links to them), email, last login, view and edit. */
import { useTranslation } from 'react-i18next';
import type { User } from '@antena/contract';
import type { DataTableColumn } from '../../../components/DataTable';
import { RowActions } from '../../../components/RowActions';
import { AnchorLink } from '../../../components/links';
import { useFormatDateTime } from '../../../lib/use-date-time';
import { userListName } from './user-display';

export function useUsersColumns(): DataTableColumn<User>[] {
  const { t } = useTranslation('users');
  const formatDateTime = useFormatDateTime();
  return [
    {
      id: 'user',
      header: t('list.columns.user'),
      cell: (user) => (
        <AnchorLink to="/admin/users/$id" params={{ id: user.id }}>
          {userListName(user)}
        </AnchorLink>
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
          view={{
            link: { to: '/admin/users/$id', params: { id: user.id } },
            label: t('list.view', { name: userListName(user) }),
          }}
          edit={{
            link: { to: '/admin/users/$id/edit', params: { id: user.id } },
            label: t('list.edit', { name: userListName(user) }),
          }}
        />
      ),
    },
  ];
}
