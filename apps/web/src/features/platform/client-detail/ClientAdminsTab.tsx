/** The administrators tab: the client's CLIENT_ADMINs and 'Create administrator'. */
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { useFormatDateTime } from '../../../lib/use-date-time';
import { clientAdminsQueryOptions } from '../platform.api';
import { LoadError } from '../../../components/QueryState';
import { CreateAdminModal } from './CreateAdminModal';
import { TemporaryPasswordModal } from '../../../components/TemporaryPasswordModal';

const fullName = (user: User) => [user.name, user.surname].filter(Boolean).join(' ');

export function ClientAdminsTab({ clientId }: { clientId: string }) {
  const { t } = useTranslation('platform');
  const formatDateTime = useFormatDateTime();
  const { api } = useAppServices();
  const admins = useQuery(clientAdminsQueryOptions(api, clientId));
  const [creating, setCreating] = useState(false);
  const [password, setPassword] = useState<{ email: string; temporaryPassword: string } | null>(null);

  const createButton = (
    <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
      {t('admins.create')}
    </Button>
  );
  const modals = (
    <>
      <CreateAdminModal
        clientId={clientId}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={({ email, temporaryPassword }) => {
          setCreating(false);
          if (temporaryPassword) setPassword({ email, temporaryPassword });
        }}
      />
      <TemporaryPasswordModal account={password} onClose={() => setPassword(null)} />
    </>
  );

  const columns: DataTableColumn<User>[] = [
    {
      id: 'name',
      header: t('admins.columns.name'),
      sortValue: fullName,
      cell: (admin) =>
        fullName(admin) || (
          <Text span size="sm" c="dimmed">
            {t('notSet')}
          </Text>
        ),
    },
    { id: 'email', header: t('admins.columns.email'), sortValue: (admin) => admin.email, cell: (admin) => admin.email },
    {
      id: 'loginMethod',
      header: t('admins.columns.loginMethod'),
      cell: (admin) => t(`admins.loginMethods.${admin.loginMethod}`),
    },
    {
      id: 'lastLogin',
      header: t('admins.columns.lastLogin'),
      sortValue: (admin) => admin.lastLogin,
      cell: (admin) => formatDateTime(admin.lastLogin),
    },
  ];

  const body = admins.isError ? (
    <LoadError error={admins.error} onRetry={() => void admins.refetch()} title={t('admins.loadFailed')} />
  ) : (
    <Stack>
      {admins.data && admins.data.length > 0 && <Group justify="flex-end">{createButton}</Group>}
      <DataTable
        label={t('admins.tableLabel')}
        columns={columns}
        rows={admins.data}
        rowKey={(admin) => admin.id}
        loadingLabel={t('admins.loading')}
        defaultSort={{ column: 'email', direction: 'asc' }}
        empty={
          <EmptyState title={t('admins.empty')} description={t('admins.emptyHelp')}>
            {createButton}
          </EmptyState>
        }
      />
    </Stack>
  );

  return (
    <>
      {body}
      {modals}
    </>
  );
}
