/**
 * /platform/audit-log: changes made through administration, newest first, 50 per page or the
 * size chosen (page and size live in the URL), filtered by client. A row expands to its before and after.
 */
import { useState } from 'react';
import { Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { DataTable } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { auditLogQueryOptions, clientsQueryOptions, type AuditLogSearch } from '../platform.api';
import { AuditEntryChanges } from './AuditEntryChanges';
import { useAuditLogColumns } from './audit-log-columns';

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
  const columns = useAuditLogColumns(expanded, toggle);

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
        </Group>
        <DataTable
          label={t('auditLog.tableLabel')}
          columns={columns}
          rows={log.data?.results}
          rowKey={(entry) => entry.id}
          rowDetail={(entry) => (expanded.has(entry.id) ? <AuditEntryChanges entry={entry} /> : null)}
          busy={log.isPlaceholderData}
          minWidth={880}
          loadingLabel={t('auditLog.loading')}
          failed={
            log.isError
              ? { title: t('auditLog.loadFailed'), error: log.error, onRetry: () => void log.refetch() }
              : null
          }
          empty={
            <EmptyState
              title={t('auditLog.empty')}
              description={t(search.clientId ? 'auditLog.emptyClient' : 'auditLog.emptyHelp')}
            />
          }
          totalLabel={(count) =>
            t('auditLog.count', { count, formatted: new Intl.NumberFormat(i18n.language).format(count) })
          }
          paging={{
            page: search.page,
            pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
            totalCount: log.data?.metadata.totalCount ?? 0,
            onPageChange: (page) => onSearchChange({ ...search, page }),
            onPageSizeChange: (pageSize) => onSearchChange({ ...search, page: 1, pageSize }),
          }}
        />
      </Stack>
    </>
  );
}
