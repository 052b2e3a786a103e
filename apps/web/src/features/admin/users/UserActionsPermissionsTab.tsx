/**
 * The actions permissions tab of /admin/users/$id (client users, behind app__user_permissions_check):
 * the catalogue by provider in the interface language, one row per permission, and 'Reset all'.
 */
import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRestore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User, UserPermission } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { confirm } from '../../../components/ConfirmModal';
import { EmptyState } from '../../../components/EmptyState';
import { ActionPermissionRow } from './ActionPermissionRow';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import {
  permissionCatalogQueryOptions,
  useResetActionPermissions,
  userActionPermissionsQueryOptions,
} from './user-permissions.api';
import { userListName } from './user-display';

export function UserActionsPermissionsTab({ user }: { user: User }) {
  const { t, i18n } = useTranslation('users');
  const { api } = useAppServices();
  const catalog = useQuery(permissionCatalogQueryOptions(api));
  const values = useQuery(userActionPermissionsQueryOptions(api, user.id));
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
        <Stack key={provider.id} gap="xs" component="section" aria-label={provider.description[lang]}>
          <Title order={2} size="h4">
            {provider.description[lang]}
          </Title>
          <Table striped aria-label={provider.description[lang]}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('actions.permission')}</Table.Th>
                {groupName !== null && <Table.Th w={180}>{t('actions.inherit')}</Table.Th>}
                <Table.Th w={120}>{t('actions.allowed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {provider.permissions.map((permission) => (
                <ActionPermissionRow
                  key={permission.id}
                  userId={user.id}
                  permission={permission.id}
                  description={permission.description[lang]}
                  value={valueOf(permission.id)}
                  groupName={groupName}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </Stack>
  );
}
