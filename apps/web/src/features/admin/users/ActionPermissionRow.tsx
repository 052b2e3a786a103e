/**
 * One action permission of a user: its description, the 'Inherit from group' switch when the
 * user has a group, and the allowed switch, read-only while the value comes from the group.
 */
import { Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Permission, UserPermission } from '@antena/contract';
import { PermissionSwitch } from '../stations/PermissionSwitch';
import { useSetActionPermission, type ActionPermissionChange } from './user-permissions.api';

export interface ActionPermissionRowProps {
  userId: string;
  permission: Permission;
  description: string;
  value: UserPermission;
  /** The user's group name; null when they have none (no inherit switch then). */
  groupName: string | null;
}

export function ActionPermissionRow({ userId, permission, description, value, groupName }: ActionPermissionRowProps) {
  const { t } = useTranslation('users');
  const setPermission = useSetActionPermission(userId);
  const inherited = groupName !== null && value.groupId !== null;

  const change = (action: ActionPermissionChange['action']) =>
    setPermission.mutate(
      { permission, action },
      { onError: () => notifications.show({ message: t('permissions.updateFailed'), color: 'red' }) },
    );

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{description}</Text>
        {inherited && (
          <Text size="xs" c="dimmed">
            {t('actions.inheritedFrom', { group: groupName })}
          </Text>
        )}
      </Table.Td>
      {groupName !== null && (
        <Table.Td>
          <Switch
            checked={inherited}
            disabled={setPermission.isPending}
            // Turning inheritance off keeps the current value as the user's own.
            onChange={() => change(inherited ? (value.allowed ? 'allow' : 'deny') : 'inherit')}
            aria-label={t('actions.inheritLabel', { permission: description })}
          />
        </Table.Td>
      )}
      <Table.Td>
        <PermissionSwitch
          checked={value.allowed}
          readOnly={inherited || setPermission.isPending}
          onToggle={(allowed) => setPermission.mutateAsync({ permission, action: allowed ? 'allow' : 'deny' })}
          label={t('actions.allowedLabel', { permission: description })}
        />
      </Table.Td>
    </Table.Tr>
  );
}
