/**
 * /admin/groups/{id}: tabs info, permissions (stations) and actions-permissions (only with
 * app__user_permissions_check), selected by the tab query parameter; edit and delete.
 */
import { Group as MantineGroup, Tabs } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { ButtonLink } from '../../../components/links';
import { PageHeader } from '../../../components/PageHeader';
import { TabLinks } from '../../../components/TabLinks';
import { useFeatureFlag } from '../../../lib/use-feature-flag';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';
import { DeleteGroupButton } from './DeleteGroupButton';
import { GroupActionPermissionsTab } from './GroupActionPermissionsTab';
import { GroupInfoTab } from './GroupInfoTab';
import { GroupNotFound } from './GroupNotFound';
import { GroupStationPermissionsTab } from './GroupStationPermissionsTab';
import { deleteGroup, groupKeys } from './groups.api';
import { useGroup } from './use-group';

export function GroupViewScreen({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const actionPermissions = useFeatureFlag('app__user_permissions_check');
  const { query, notFound } = useGroup(groupId);
  const breadcrumbs = useAdminBreadcrumbs(
    { label: t('list.title'), link: { to: '/admin/groups' } },
    { label: query.data?.name ?? t('group') },
  );

  if (notFound) return <GroupNotFound />;
  if (query.isPending || query.isError) {
    return (
      <>
        <PageHeader title={t('group')} breadcrumbs={breadcrumbs} />
        {query.isPending ? (
          <LoadingState label={t('loadingGroup')} />
        ) : (
          <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }

  const group = query.data;
  const actions = (
    <MantineGroup gap="xs">
      <ButtonLink to="/admin/groups/$id/edit" params={{ id: group.id }} leftSection={<IconPencil size={16} />}>
        {t('edit')}
      </ButtonLink>
      <DeleteGroupButton
        group={group}
        remove={(id) => deleteGroup(api, id)}
        onDeleted={() => {
          void navigate({ to: '/admin/groups' });
          // Refetching the deleted group would only answer 404: drop it, refresh the rest.
          queryClient.removeQueries({ queryKey: groupKeys.one(group.id) });
          void queryClient.invalidateQueries({
            queryKey: ['admin'],
            predicate: (cached) => cached.queryKey[2] !== group.id,
          });
        }}
      />
    </MantineGroup>
  );

  return (
    <>
      <PageHeader title={group.name} breadcrumbs={breadcrumbs} actions={actions} />
      <TabLinks
        label={t('tabs.label')}
        defaultValue="info"
        tabs={[
          { value: 'info', label: t('tabs.info') },
          { value: 'permissions', label: t('tabs.permissions') },
          { value: 'actions-permissions', label: t('tabs.actionsPermissions'), hidden: !actionPermissions },
        ]}
      >
        <Tabs.Panel value="info">
          <GroupInfoTab group={group} />
        </Tabs.Panel>
        <Tabs.Panel value="permissions">
          <GroupStationPermissionsTab groupId={group.id} />
        </Tabs.Panel>
        {actionPermissions && (
          <Tabs.Panel value="actions-permissions">
            <GroupActionPermissionsTab groupId={group.id} />
          </Tabs.Panel>
        )}
      </TabLinks>
    </>
  );
}
