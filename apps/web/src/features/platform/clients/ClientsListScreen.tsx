/** /platform: every client with its counts, a search by name, and the way to create one. */
import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { IconHistory, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../app/app-services';
import { AppLink } from '../../../components/AppLink';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { clientsQueryOptions } from '../platform.api';
import { platformPaths } from '../shared/platform-paths';
import { LoadingState } from '../../../components/QueryState';
import { LoadError } from '../shared/LoadError';
import { useClientPage } from '../shared/use-client-page';
import { ClientsTable } from './ClientsTable';

/** Accent- and case-insensitive, so "senal" finds "Señal". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

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
  const { page, pages, pageRows, setPage } = useClientPage(matching);

  const createButton = (
    <Button
      leftSection={<IconPlus size={16} />}
      renderRoot={(props) => <AppLink {...props} href={platformPaths.clientAdd} />}
    >
      {t('clients.create')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('clients.title')}
        breadcrumbs={[{ label: t('title'), href: platformPaths.clients }, { label: t('clients.title') }]}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconHistory size={16} />}
              renderRoot={(props) => <AppLink {...props} href={platformPaths.auditLog()} />}
            >
              {t('auditLog.title')}
            </Button>
            {createButton}
          </>
        }
      />
      {clients.isPending && <LoadingState label={t('clients.loading')} />}
      {clients.isError && (
        <LoadError error={clients.error} onRetry={() => void clients.refetch()} title={t('clients.loadFailed')} />
      )}
      {clients.data && clients.data.length === 0 && (
        <EmptyState title={t('clients.empty')} description={t('clients.emptyHelp')}>
          {createButton}
        </EmptyState>
      )}
      {clients.data && clients.data.length > 0 && (
        <Stack>
          <Group justify="space-between" align="flex-end">
            <TextInput
              label={t('clients.search')}
              placeholder={t('clients.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={320}
              type="search"
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('clients.count', { count: matching.length })}
            </Text>
          </Group>
          {matching.length === 0 ? (
            <EmptyState title={t('clients.noMatch', { search: search.trim() })} />
          ) : (
            <ClientsTable clients={pageRows} />
          )}
          {pages > 1 && (
            <Group justify="flex-end">
              <Pagination total={pages} value={page} onChange={setPage} aria-label={t('pagination')} />
            </Group>
          )}
        </Stack>
      )}
    </>
  );
}
