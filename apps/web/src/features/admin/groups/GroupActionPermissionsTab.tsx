/**
 * The actions-permissions tab of a group (behind app__user_permissions_check): the catalogue by
 * provider, described in the interface language, each permission allowed, denied or not set
 * (spec 01 section 4: reset), with the same switches as a user's.
 */
import { useState } from 'react';
import { Button, Group as MantineGroup, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRestore } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GroupPermission } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { confirm } from '../../../components/ConfirmModal';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { ActionPermissionRow, ActionPermissionTable } from '../permissions/ActionPermissionTable';
import {
  groupActionPermissionsQueryOptions,
  groupKeys,
  permissionCatalogQueryOptions,
  resetGroupPermissions,
  setGroupPermission,
} from './groups.api';

export function GroupActionPermissionsTab({ groupId }: { groupId: string }) {
  const { t, i18n } = useTranslation(['groups', 'admin']);
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const catalog = useQuery(permissionCatalogQueryOptions(api));
  const values = useQuery(groupActionPermissionsQueryOptions(api, groupId));
  const [resetting, setResetting] = useState(false);
  const lang = (i18n.resolvedLanguage ?? i18n.language).startsWith('es') ? 'es' : 'en';
  const valuesKey = groupKeys.actionPermissions(groupId);

  if (catalog.isPending || values.isPending) return <LoadingState label={t('admin:permissions.loading')} />;
  if (catalog.isError || values.isError) {
    return (
      <ErrorState
        message={t('admin:permissions.loadFailed')}
        retryLabel={t('admin:permissions.retry')}
        onRetry={() => {
          void catalog.refetch();
          void values.refetch();
        }}
      />
    );
  }
  if (catalog.data.length === 0) return <EmptyState title={t('admin:permissions.empty')} />;

  const byPermission = new Map(values.data.map((value) => [value.permission, value]));
  const replace = (updated: GroupPermission) =>
    queryClient.setQueryData<GroupPermission[]>(valuesKey, (rows) => {
      const others = (rows ?? []).filter((row) => row.permission !== updated.permission);
      return [...others, updated];
    });

  const resetAll = async () => {
    const confirmed = await confirm({
      title: t('actionPermissions.resetAllTitle'),
      message: t('actionPermissions.resetAllMessage'),
      danger: true,
    });
    if (!confirmed) return;
    setResetting(true);
    try {
      queryClient.setQueryData(valuesKey, await resetGroupPermissions(api, groupId));
    } catch {
      notifications.show({ color: 'red', message: t('admin:permissions.updateFailed') });
    } finally {
      setResetting(false);
    }
  };

  return (
    <Stack gap="lg" maw={900}>
      <MantineGroup justify="space-between">
        <Text size="sm" c="dimmed">
          {t('actionPermissions.description')}
        </Text>
        <Button
          variant="default"
          leftSection={<IconRestore size={16} />}
          loading={resetting}
          onClick={() => void resetAll()}
        >
          {t('actionPermissions.resetAll')}
        </Button>
      </MantineGroup>
      {catalog.data.map((provider) => (
        <ActionPermissionTable
          key={provider.id}
          id={`provider-${provider.id}`}
          title={provider.description[lang]}
          unsetLabel={t('actionPermissions.reset')}
        >
          {provider.permissions.map((permission) => {
            const value = byPermission.get(permission.id);
            return (
              <ActionPermissionRow
                key={permission.id}
                description={permission.description[lang]}
                // Not set is not granted: the allowed switch shows it off.
                allowed={value?.isSet === true && value.allowed}
                unset={{ label: t('actionPermissions.reset'), on: !value?.isSet }}
                onChange={async (choice) =>
                  replace(await setGroupPermission(api, groupId, permission.id, choice === 'unset' ? 'reset' : choice))
                }
              />
            );
          })}
        </ActionPermissionTable>
      ))}
    </Stack>
  );
}
