/** The rows of /admin/users: user (links to them), email, last login, view and edit. */
import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@antena/contract';
import { RowActions } from '../../../components/RowActions';
import { AppLink } from '../../../components/AppLink';
import { useFormatDateTime } from '../../../lib/use-date-time';
import { userListName } from './user-display';

export function UsersTable({ users }: { users: User[] }) {
  const { t } = useTranslation('users');
  const formatDateTime = useFormatDateTime();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table stickyHeader striped highlightOnHover aria-label={t('list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.user')}</Table.Th>
            <Table.Th>{t('list.columns.email')}</Table.Th>
            <Table.Th>{t('list.columns.lastLogin')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = userListName(user);
            const href = `/admin/users/${user.id}`;
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Anchor renderRoot={(props) => <AppLink {...props} href={href} />}>{name}</Anchor>
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{formatDateTime(user.lastLogin)}</Table.Td>
                <Table.Td>
                  <RowActions
                    view={{ href, label: t('list.view', { name }) }}
                    edit={{ href: `${href}/edit`, label: t('list.edit', { name }) }}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
