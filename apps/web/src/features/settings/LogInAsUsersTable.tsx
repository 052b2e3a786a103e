import { useState } from 'react';
import { Avatar, Badge, Button, Group, Pagination, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type User } from '@antena/contract';
import { displayName, nameInitials } from '../../lib/initials';

export interface LogInAsUsersTableProps {
  users: User[];
  actingAs: string | null;
  onChoose: (user: User) => void;
}

/** The users a superadmin may act as, a page at a time (the list can hold hundreds). */
export function LogInAsUsersTable({ users, actingAs, onChoose }: LogInAsUsersTableProps) {
  const { t } = useTranslation('settings');
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(users.length / DEFAULT_PAGE_SIZE));
  // A narrower search can leave the current page past the end.
  const shownPage = Math.min(page, pages);
  const rows = users.slice((shownPage - 1) * DEFAULT_PAGE_SIZE, shownPage * DEFAULT_PAGE_SIZE);

  return (
    <>
      <ScrollArea>
        <Table striped highlightOnHover stickyHeader verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('logInAs.columns.client')}</Table.Th>
              <Table.Th>{t('logInAs.columns.user')}</Table.Th>
              <Table.Th>{t('logInAs.columns.email')}</Table.Th>
              <Table.Th>{t('logInAs.columns.role')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('logInAs.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => {
              const isCurrent = user.email === actingAs;
              return (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Avatar src={user.client?.logoUrl} size="sm" radius="sm" alt="">
                        {nameInitials(user.client?.name ?? '')}
                      </Avatar>
                      <Text size="sm">{user.client?.name}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{displayName(user)}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={user.role === 'CLIENT_ADMIN' ? 'grape' : 'gray'}>
                      {t(`logInAs.roles.${user.role}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
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
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pages > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination value={shownPage} onChange={setPage} total={pages} aria-label={t('logInAs.pagination')} />
        </Group>
      )}
    </>
  );
}
