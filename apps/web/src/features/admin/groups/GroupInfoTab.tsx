/** The info tab of a group: its name and assigned users, each linking to the user. */
import { List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Group } from '@antena/contract';
import { AnchorLink } from '../../../components/links';
import { displayName } from '../../../lib/initials';

export function GroupInfoTab({ group }: { group: Group }) {
  const { t } = useTranslation('groups');
  const users = group.users ?? [];
  return (
    <Table variant="vertical" withTableBorder maw={720} aria-label={t('tabs.info')}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w={180}>{t('info.name')}</Table.Th>
          <Table.Td>{group.name}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('info.users')}</Table.Th>
          <Table.Td>
            {users.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('info.noUsers')}
              </Text>
            ) : (
              <List size="sm" listStyleType="none" spacing={4}>
                {users.map((user) => (
                  <List.Item key={user.id}>
                    <AnchorLink to="/admin/users/$id" params={{ id: user.id }}>
                      {displayName(user)}
                    </AnchorLink>{' '}
                    <Text span c="dimmed" size="sm">
                      {user.email}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
