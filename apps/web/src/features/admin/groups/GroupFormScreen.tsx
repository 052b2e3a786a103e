/** /admin/groups/add and /admin/groups/{id}/edit. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { GroupSave } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import type { BreadcrumbItem } from '../../../components/Breadcrumbs';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';
import { GroupForm } from './GroupForm';
import { GroupNotFound } from './GroupNotFound';
import { createGroup, groupUserChoicesQueryOptions, updateGroup } from './groups.api';
import { useGroup } from './use-group';

export function GroupFormScreen({ groupId }: { groupId?: string }) {
  const { t } = useTranslation('groups');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const users = useQuery(groupUserChoicesQueryOptions(api));
  const { query: group, notFound } = useGroup(groupId);
  const editing = groupId !== undefined;
  const title = editing ? t('form.editTitle') : t('form.createTitle');
  const groupCrumbs: BreadcrumbItem[] = editing
    ? [{ label: group.data?.name ?? t('group'), link: { to: '/admin/groups/$id', params: { id: groupId } } }]
    : [];
  const breadcrumbs = useAdminBreadcrumbs({ label: t('list.title'), link: { to: '/admin/groups' } }, ...groupCrumbs, {
    label: title,
  });

  if (notFound) return <GroupNotFound />;

  const save = async (body: GroupSave) => {
    if (editing) {
      await updateGroup(api, groupId, body);
      notifications.show({ color: 'teal', message: t('notifications.updated') });
    } else {
      const created = await createGroup(api, body);
      notifications.show({ color: 'teal', message: t('notifications.created') });
      void navigate({ to: '/admin/groups/$id', params: { id: created.id } });
    }
    // Users may have moved between groups: every admin list and count is stale.
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  const loading = users.isPending || (editing && group.isPending);
  const failed = users.isError || (editing && group.isError);
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      {loading && !failed && <LoadingState label={t('form.loading')} />}
      {failed && (
        <ErrorState
          message={t('form.loadFailed')}
          onRetry={() => {
            void users.refetch();
            if (editing) void group.refetch();
          }}
        />
      )}
      {!loading && !failed && users.data && (
        <GroupForm
          key={groupId ?? 'new'}
          users={users.data.results}
          group={group.data}
          save={save}
          onCancel={() =>
            void navigate(editing ? { to: '/admin/groups/$id', params: { id: groupId } } : { to: '/admin/groups' })
          }
        />
      )}
    </>
  );
}
