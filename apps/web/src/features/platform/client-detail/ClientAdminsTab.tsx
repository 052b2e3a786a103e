/** The administrators tab: the client's CLIENT_ADMINs and 'Create administrator'. */
import { useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { EmptyState } from '../../../components/EmptyState';
import { useFormatDateTime } from '../../../lib/use-date-time';
import { clientAdminsQueryOptions } from '../platform.api';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { CreateAdminModal } from './CreateAdminModal';
import { TemporaryPasswordModal } from './TemporaryPasswordModal';

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

  let body;
  if (admins.isPending) body = <LoadingState label={t('admins.loading')} />;
  else if (admins.isError)
    body = <LoadError error={admins.error} onRetry={() => void admins.refetch()} title={t('admins.loadFailed')} />;
  else if (admins.data.length === 0)
    body = (
      <EmptyState title={t('admins.empty')} description={t('admins.emptyHelp')}>
        {createButton}
      </EmptyState>
    );
  else
    body = (
      <Stack>
        <Group justify="flex-end">{createButton}</Group>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('admins.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admins.columns.name')}</Table.Th>
              <Table.Th>{t('admins.columns.email')}</Table.Th>
              <Table.Th>{t('admins.columns.loginMethod')}</Table.Th>
              <Table.Th>{t('admins.columns.lastLogin')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {admins.data.map((admin) => (
              <Table.Tr key={admin.id}>
                <Table.Td>
                  {fullName(admin) || (
                    <Text span size="sm" c="dimmed">
                      {t('notSet')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{admin.email}</Table.Td>
                <Table.Td>{t(`admins.loginMethods.${admin.loginMethod}`)}</Table.Td>
                <Table.Td>{formatDateTime(admin.lastLogin)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    );

  return (
    <>
      {body}
      {modals}
    </>
  );
}
