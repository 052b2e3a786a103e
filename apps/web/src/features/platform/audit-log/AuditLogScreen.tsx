/**
 * /platform/audit-log: changes made through administration, newest first, 50 per page or the
 * size chosen (page and size live in the URL), filtered by client. A row expands to its before and after.
 */
import { useState } from 'react';
import { Group, Pagination, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { PageSizeSelect } from '../../../components/PageSizeSelect';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { auditLogQueryOptions, clientsQueryOptions, type AuditLogSearch } from '../platform.api';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { AuditLogRow } from './AuditLogRow';

export interface AuditLogScreenProps {
  search: AuditLogSearch;
  onSearchChange: (search: AuditLogSearch) => void;
}

export function AuditLogScreen({ search, onSearchChange }: AuditLogScreenProps) {
  const { t, i18n } = useTranslation('platform');
  const { api } = useAppServices();
  const log = useQuery(auditLogQueryOptions(api, search));
  const clients = useQuery(clientsQueryOptions(api));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <PageHeader
        title={t('auditLog.title')}
        breadcrumbs={[{ label: t('title'), link: { to: '/platform' } }, { label: t('auditLog.title') }]}
      />
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Select
            label={t('auditLog.client')}
            placeholder={t('auditLog.allClients')}
            data={(clients.data ?? []).map((client) => ({ value: client.id, label: client.name }))}
            value={search.clientId ?? null}
            onChange={(clientId) =>
              onSearchChange({ page: 1, pageSize: search.pageSize, clientId: clientId ?? undefined })
            }
            searchable
            clearable
            nothingFoundMessage={t('auditLog.noClientFound')}
            w={320}
          />
          {log.data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('auditLog.count', {
                count: log.data.metadata.totalCount,
                formatted: new Intl.NumberFormat(i18n.language).format(log.data.metadata.totalCount),
              })}
            </Text>
          )}
        </Group>
        {log.isPending && <LoadingState label={t('auditLog.loading')} />}
        {log.isError && (
          <LoadError error={log.error} onRetry={() => void log.refetch()} title={t('auditLog.loadFailed')} />
        )}
        {log.data && log.data.results.length === 0 && (
          <EmptyState
            title={t('auditLog.empty')}
            description={t(search.clientId ? 'auditLog.emptyClient' : 'auditLog.emptyHelp')}
          />
        )}
        {log.data && log.data.results.length > 0 && (
          <Table.ScrollContainer minWidth={880}>
            <Table
              stickyHeader
              verticalSpacing="xs"
              aria-label={t('auditLog.tableLabel')}
              aria-busy={log.isPlaceholderData}
              style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <VisuallyHidden>{t('auditLog.changes')}</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>{t('auditLog.columns.when')}</Table.Th>
                  <Table.Th>{t('auditLog.columns.who')}</Table.Th>
                  <Table.Th>{t('auditLog.columns.client')}</Table.Th>
                  <Table.Th>{t('auditLog.columns.action')}</Table.Th>
                  <Table.Th>{t('auditLog.columns.entity')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.results.map((entry) => (
                  <AuditLogRow
                    key={entry.id}
                    entry={entry}
                    expanded={expanded.has(entry.id)}
                    onToggle={() => toggle(entry.id)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {log.data && log.data.metadata.totalCount > PAGE_SIZES[0] && (
          <Group justify="space-between">
            <PageSizeSelect
              value={search.pageSize ?? DEFAULT_PAGE_SIZE}
              onChange={(pageSize) => onSearchChange({ ...search, page: 1, pageSize })}
            />
            {log.data.pagesCount > 1 && (
              <Pagination
                total={log.data.pagesCount}
                value={search.page}
                onChange={(page) => onSearchChange({ ...search, page })}
              />
            )}
          </Group>
        )}
      </Stack>
    </>
  );
}
