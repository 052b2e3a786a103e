/** The rows of /admin/users: user (links to them), email, last login, view and edit. */
import { ActionIcon, Anchor, Group, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@antena/contract';
import { AppLink } from '../../../components/AppLink';
import { formatDateTime } from '../../../lib/time';
import { userListName } from './user-display';

function RowAction({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" aria-label={label} renderRoot={(props) => <AppLink {...props} href={href} />}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

export function UsersTable({ users }: { users: User[] }) {
  const { t } = useTranslation('users');
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
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <RowAction href={href} label={t('list.view', { name })} icon={<IconEye size={16} />} />
                    <RowAction href={`${href}/edit`} label={t('list.edit', { name })} icon={<IconPencil size={16} />} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
