/**
 * The actions-permissions tab of a group (behind app__user_permissions_check): the catalogue by
 * provider, described in the interface language, each permission allowed, denied or reset.
 */
import { useState } from 'react';
import { Button, Group as MantineGroup, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRestore } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GroupPermission } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { confirm } from '../../../components/ConfirmModal';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { GroupPermissionControl, groupPermissionValue } from './GroupPermissionControl';
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
        <Stack key={provider.id} gap="xs" component="section" aria-labelledby={`provider-${provider.id}`}>
          <Title order={2} size="h4" id={`provider-${provider.id}`}>
            {provider.description[lang]}
          </Title>
          <Table withTableBorder>
            <Table.Tbody>
              {provider.permissions.map((permission) => (
                <Table.Tr key={permission.id}>
                  <Table.Td>{permission.description[lang]}</Table.Td>
                  <Table.Td w={260} ta="right">
                    <GroupPermissionControl
                      value={groupPermissionValue(byPermission.get(permission.id))}
                      label={permission.description[lang]}
                      onChange={async (value) => replace(await setGroupPermission(api, groupId, permission.id, value))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </Stack>
  );
}
