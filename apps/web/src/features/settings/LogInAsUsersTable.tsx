import { Avatar, Badge, Button, Group, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@antena/contract';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { displayName, nameInitials } from '../../lib/initials';

export interface LogInAsUsersTableProps {
  users: User[];
  actingAs: string | null;
  onChoose: (user: User) => void;
}

/** The users a superadmin may act as, a page at a time (the list can hold hundreds). */
export function LogInAsUsersTable({ users, actingAs, onChoose }: LogInAsUsersTableProps) {
  const { t } = useTranslation('settings');
  const columns: DataTableColumn<User>[] = [
    {
      id: 'client',
      header: t('logInAs.columns.client'),
      sortValue: (user) => user.client?.name,
      cell: (user) => (
        <Group gap="xs" wrap="nowrap">
          <Avatar src={user.client?.logoUrl} size="sm" radius="sm" alt="">
            {nameInitials(user.client?.name ?? '')}
          </Avatar>
          <Text size="sm">{user.client?.name}</Text>
        </Group>
      ),
    },
    { id: 'user', header: t('logInAs.columns.user'), sortValue: displayName, cell: displayName },
    { id: 'email', header: t('logInAs.columns.email'), sortValue: (user) => user.email, cell: (user) => user.email },
    {
      id: 'role',
      header: t('logInAs.columns.role'),
      sortValue: (user) => user.role,
      cell: (user) => (
        <Badge variant="light" color={user.role === 'CLIENT_ADMIN' ? 'grape' : 'gray'}>
          {t(`logInAs.roles.${user.role}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('logInAs.columns.actions'),
      hideHeader: true,
      align: 'right',
      cell: (user) => {
        const isCurrent = user.email === actingAs;
        return (
          <Button
            size="xs"
            variant={isCurrent ? 'light' : 'default'}
            leftSection={<IconLogin2 size={14} />}
            disabled={isCurrent}
            aria-label={t(isCurrent ? 'logInAs.current' : 'logInAs.chooseUser', { email: user.email })}
            onClick={() => onChoose(user)}
          >
            {isCurrent ? t('logInAs.currentBadge') : t('logInAs.choose')}
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable
      label={t('logInAs.tableLabel')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      loadingLabel={t('logInAs.loading')}
      empty={null}
    />
  );
}
