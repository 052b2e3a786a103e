/**
 * /platform: every client with its counts, a search by name, and the way to create one; the
 * speech engine above them and the content-AI engine's token use below.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { IconHistory, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { ButtonLink } from '../../../components/links';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { clientsQueryOptions } from '../platform.api';
import { LoadError } from '../../../components/QueryState';
import { DataTable } from '../../../components/DataTable';
import { fold } from '../../../lib/fold';
import { LlmUsagePanel } from '../LlmUsagePanel';
import { SpeechEngineStatus } from '../SpeechEngineStatus';
import { useClientsColumns } from './ClientsTable';

export function ClientsListScreen() {
  const { t } = useTranslation('platform');
  const { api } = useAppServices();
  const clients = useQuery(clientsQueryOptions(api));
  const [search, setSearch] = useState('');
  const query = fold(useDeferredValue(search).trim());
  const matching = useMemo(
    () => (clients.data ?? []).filter((client) => !query || fold(client.name).includes(query)),
    [clients.data, query],
  );
  const columns = useClientsColumns();

  const createButton = (
    <ButtonLink to="/platform/clients/add" leftSection={<IconPlus size={16} />}>
      {t('clients.create')}
    </ButtonLink>
  );

  return (
    <>
      <PageHeader
        title={t('clients.title')}
        breadcrumbs={[{ label: t('title'), link: { to: '/platform' } }, { label: t('clients.title') }]}
        actions={
          <>
            <ButtonLink to="/platform/audit-log" variant="default" leftSection={<IconHistory size={16} />}>
              {t('auditLog.title')}
            </ButtonLink>
            {createButton}
          </>
        }
      />
      <SpeechEngineStatus />
      {clients.isError && (
        <LoadError error={clients.error} onRetry={() => void clients.refetch()} title={t('clients.loadFailed')} />
      )}
      {clients.data && clients.data.length > 0 && (
        <Group mb="md">
          <TextInput
            label={t('clients.search')}
            placeholder={t('clients.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={320}
            type="search"
          />
        </Group>
      )}
      {!clients.isError && (
        <DataTable
          label={t('clients.tableLabel')}
          columns={columns}
          rows={clients.data && matching}
          rowKey={(client) => client.id}
          loadingLabel={t('clients.loading')}
          totalLabel={(count) => t('clients.count', { count })}
          defaultSort={{ column: 'client', direction: 'asc' }}
          minWidth={720}
          empty={
            clients.data?.length ? (
              <EmptyState title={t('clients.noMatch', { search: search.trim() })} />
            ) : (
              <EmptyState title={t('clients.empty')} description={t('clients.emptyHelp')}>
                {createButton}
              </EmptyState>
            )
          }
        />
      )}
      {/* Below the clients: the screen's own work comes first. */}
      <LlmUsagePanel />
    </>
  );
}
