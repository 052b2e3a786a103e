/**
 * The basic info tab of /admin/users/$id: the user's fields, Edit, Delete (confirmed) and, for
 * password users, a new temporary password.
 */
import { useState } from 'react';
import { Alert, Button, DataList, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@antena/contract';
import { ButtonLink } from '../../../components/links';
import { confirm } from '../../../components/ConfirmModal';
import { isApiError } from '../../../lib/api-error';
import { TemporaryPasswordModal } from '../../../components/TemporaryPasswordModal';
import { forgetUser, useDeleteUser, useResetUserPassword } from './users.api';
import { userFullName, userListName } from './user-display';

export function UserInfoTab({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteUser(user.id);
  const resetPassword = useResetUserPassword(user.id);
  const [password, setPassword] = useState<string | null>(null);
  const [resetFailure, setResetFailure] = useState<string | null>(null);
  const name = userListName(user);

  async function deleteUser() {
    const confirmed = await confirm({
      title: t('view.deleteTitle'),
      message: t('view.deleteMessage', { name }),
      confirmLabel: t('view.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync();
    } catch {
      notifications.show({ message: t('view.deleteFailed'), color: 'red' });
      return;
    }
    notifications.show({ message: t('view.deleted'), color: 'teal' });
    await navigate({ to: '/admin/users' });
    forgetUser(queryClient, user.id);
  }

  async function resetUserPassword() {
    const confirmed = await confirm({
      title: t('view.resetTitle'),
      message: t('view.resetMessage', { name }),
      confirmLabel: t('view.resetPassword'),
    });
    if (!confirmed) return;
    setResetFailure(null);
    try {
      setPassword((await resetPassword.mutateAsync()).temporaryPassword);
    } catch (error) {
      // 400: the installation signs users in through an external identity provider.
      setResetFailure(t(isApiError(error) && error.status === 400 ? 'view.resetExternal' : 'view.resetFailed'));
    }
  }

  return (
    <Stack maw={720}>
      <DataList withDivider labelWidth="12rem">
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.email')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.email}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.loginMethod')}</DataList.ItemLabel>
          <DataList.ItemValue>{t(`loginMethods.${user.loginMethod}`)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('view.fullName')}</DataList.ItemLabel>
          <DataList.ItemValue>{userFullName(user) ?? t('view.notSet')}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.role')}</DataList.ItemLabel>
          <DataList.ItemValue>{t(`roles.${user.role}`)}</DataList.ItemValue>
        </DataList.Item>
        {user.role === 'CLIENT_USER' && (
          <DataList.Item>
            <DataList.ItemLabel>{t('fields.group')}</DataList.ItemLabel>
            <DataList.ItemValue>{user.group?.name ?? t('fields.noGroup')}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList>
      {resetFailure && (
        <Alert color="red" icon={<IconAlertTriangle />} role="alert">
          {resetFailure}
        </Alert>
      )}
      <Group>
        <ButtonLink to="/admin/users/$id/edit" params={{ id: user.id }} leftSection={<IconPencil size={16} />}>
          {t('view.edit')}
        </ButtonLink>
        {user.loginMethod === 'USERNAME_PASSWORD' && (
          <Button
            variant="default"
            leftSection={<IconKey size={16} />}
            loading={resetPassword.isPending}
            onClick={() => void resetUserPassword()}
          >
            {t('view.resetPassword')}
          </Button>
        )}
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          loading={remove.isPending}
          onClick={() => void deleteUser()}
        >
          {t('view.delete')}
        </Button>
      </Group>
      <TemporaryPasswordModal
        account={password === null ? null : { email: user.email, temporaryPassword: password }}
        onClose={() => setPassword(null)}
      />
    </Stack>
  );
}
