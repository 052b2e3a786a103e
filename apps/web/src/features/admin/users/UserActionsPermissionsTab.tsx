/**
 * The actions permissions tab of /admin/users/$id (client users, behind app__user_permissions_check):
 * the catalogue by provider in the interface language, one row per permission, and 'Reset all'.
 */
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRestore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User, UserPermission } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { confirm } from '../../../components/ConfirmModal';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { ActionPermissionRow, ActionPermissionTable } from '../permissions/ActionPermissionTable';
import {
  permissionCatalogQueryOptions,
  useResetActionPermissions,
  useSetActionPermission,
  userActionPermissionsQueryOptions,
} from './user-permissions.api';
import { userListName } from './user-display';

export function UserActionsPermissionsTab({ user }: { user: User }) {
  const { t, i18n } = useTranslation('users');
  const { api } = useAppServices();
  const catalog = useQuery(permissionCatalogQueryOptions(api));
  const values = useQuery(userActionPermissionsQueryOptions(api, user.id));
  const setPermission = useSetActionPermission(user.id);
  const resetAll = useResetActionPermissions(user.id);
  const lang = i18n.resolvedLanguage?.startsWith('es') ? 'es' : 'en';
  const groupName = user.groupId ? (user.group?.name ?? '') : null;

  async function reset() {
    const confirmed = await confirm({
      title: t('actions.resetTitle'),
      message: t('actions.resetMessage', { name: userListName(user) }),
      confirmLabel: t('actions.resetAll'),
      danger: true,
    });
    if (!confirmed) return;
    resetAll.mutate(undefined, {
      onSuccess: () => notifications.show({ message: t('actions.resetDone'), color: 'teal' }),
      onError: () => notifications.show({ message: t('permissions.updateFailed'), color: 'red' }),
    });
  }

  if (catalog.isPending || values.isPending) return <LoadingState label={t('permissions.loading')} />;
  if (catalog.isError || values.isError) {
    const retry = () => void Promise.all([catalog.refetch(), values.refetch()]);
    return <ErrorState title={t('permissions.error')} onRetry={retry} />;
  }
  if (catalog.data.length === 0) return <EmptyState title={t('permissions.empty')} />;

  const valueOf = (permission: UserPermission['permission']): UserPermission =>
    values.data.find((value) => value.permission === permission) ?? { permission, allowed: false, groupId: null };

  return (
    <Stack maw={860}>
      <Group justify="flex-end">
        <Button
          variant="light"
          color="red"
          leftSection={<IconRestore size={16} />}
          loading={resetAll.isPending}
          onClick={() => void reset()}
        >
          {t('actions.resetAll')}
        </Button>
      </Group>
      {catalog.data.map((provider) => (
        <ActionPermissionTable
          key={provider.id}
          id={`provider-${provider.id}`}
          title={provider.description[lang]}
          unsetLabel={groupName !== null ? t('actions.inherit') : undefined}
        >
          {provider.permissions.map((permission) => {
            const value = valueOf(permission.id);
            const inherited = groupName !== null && value.groupId !== null;
            return (
              <ActionPermissionRow
                key={permission.id}
                description={permission.description[lang]}
                note={inherited ? t('actions.inheritedFrom', { group: groupName }) : null}
                allowed={value.allowed}
                // Without a group there is nothing to inherit: allowed or denied only.
                unset={groupName !== null ? { label: t('actions.inherit'), on: inherited } : undefined}
                onChange={(choice) =>
                  setPermission.mutateAsync({
                    permission: permission.id,
                    action: choice === 'unset' ? 'inherit' : choice,
                  })
                }
              />
            );
          })}
        </ActionPermissionTable>
      ))}
    </Stack>
  );
}
