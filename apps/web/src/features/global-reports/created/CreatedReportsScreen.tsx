/**
 * /audit/global-reports/created (spec 03 "Created reports"): the saved GIP and GIP alternative
 * reports, 50 a page (spec 03 section 9), the caller's own unless 'Show other users' reports' is checked and the
 * form submitted (Enter on the checkbox submits it too, as in the original). The area's layout
 * (features/global-reports/GlobalReportsLayout.tsx) gives the page header.
 */
import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Checkbox, Group, Paper, Tooltip } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SavedReport } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ActionIconLink, AnchorLink } from '../../../components/links';
import { useFormatDateTime } from '../../../lib/use-date-time';
import { useCurrentUser } from '../../auth/use-current-user';
import { createdReportsQueryOptions } from './created-reports.api';
import type { CreatedReportsSearch } from './created-reports-search';
import { ExportStatusBadge } from './ExportStatusBadge';
import { canDeleteReport } from './report-permissions';
import { reportTypeKey } from './report-type';
import { useDeleteReport } from './use-delete-report';

export interface CreatedReportsScreenProps {
  search: CreatedReportsSearch;
  onSearchChange: (search: CreatedReportsSearch) => void;
}

export function CreatedReportsScreen({ search, onSearchChange }: CreatedReportsScreenProps) {
  const { t } = useTranslation('created-reports');
  const { api } = useAppServices();
  const user = useCurrentUser();
  const query = useQuery(
    createdReportsQueryOptions(api, {
      page: search.page - 1,
      pageSize: search.pageSize,
      createdById: search.others ? undefined : user.id,
    }),
  );
  const columns = useColumns();
  // The checkbox's unsubmitted value, dropped when the address changes it (back, a link).
  const [draft, setDraft] = useState({ from: search.others, others: search.others });
  const others = draft.from === search.others ? draft.others : search.others;
  const setOthers = (checked: boolean) => setDraft({ from: search.others, others: checked });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    onSearchChange({ ...search, page: 1, others });
  };

  return (
    <>
      <Paper withBorder p="sm" mb="md">
        <form onSubmit={submit} aria-label={t('list.filters')}>
          <Group gap="md">
            <Checkbox
              label={t('list.showOthers')}
              checked={others}
              onChange={(event) => setOthers(event.currentTarget.checked)}
              onKeyDown={(event) => {
                // A checkbox does not submit its form on Enter by itself.
                if (event.key === 'Enter') submit(event);
              }}
            />
            <Button type="submit" variant="default" size="xs">
              {t('list.apply')}
            </Button>
          </Group>
        </form>
      </Paper>
      <div aria-busy={query.isPlaceholderData}>
        <DataTable
          label={t('list.tableLabel')}
          columns={columns}
          rows={query.data?.results}
          rowKey={(report) => report.id}
          totalLabel={(count) => t('list.total', { count })}
          loadingLabel={t('list.loading')}
          failed={
            query.isError ? { title: t('list.error'), error: query.error, onRetry: () => void query.refetch() } : null
          }
          empty={
            <EmptyState
              title={t('list.empty')}
              description={search.others ? t('list.emptyOthers') : t('list.emptyMine')}
            >
              {search.page > 1 && (
                <Button variant="default" onClick={() => onSearchChange({ ...search, page: 1 })}>
                  {t('list.firstPage')}
                </Button>
              )}
            </EmptyState>
          }
          busy={query.isPlaceholderData}
          paging={{
            page: search.page,
            pageSize: search.pageSize,
            totalCount: query.data?.metadata.totalCount ?? 0,
            onPageChange: (page) => onSearchChange({ ...search, page }),
            onPageSizeChange: (pageSize) => onSearchChange({ ...search, page: 1, pageSize }),
          }}
        />
      </div>
    </>
  );
}

function useColumns(): DataTableColumn<SavedReport>[] {
  const { t } = useTranslation('created-reports');
  const formatDateTime = useFormatDateTime();
  const user = useCurrentUser();
  const remove = useDeleteReport();
  return [
    { id: 'created', header: t('list.columns.created'), cell: (report) => formatDateTime(report.createdAt) },
    { id: 'type', header: t('list.columns.type'), cell: (report) => t(reportTypeKey(report.type)) },
    {
      id: 'name',
      header: t('list.columns.name'),
      cell: (report) => (
        <AnchorLink to="/audit/global-reports/created/$reportId" params={{ reportId: report.id }}>
          {report.name}
        </AnchorLink>
      ),
    },
    {
      id: 'createdBy',
      header: t('list.columns.createdBy'),
      cell: (report) => report.createdBy?.name || report.createdBy?.email || t('notSet'),
    },
    {
      id: 'exportStatus',
      header: t('list.columns.exportStatus'),
      cell: (report) => <ExportStatusBadge export={report.data.export} />,
    },
    {
      id: 'manage',
      header: t('list.columns.manage'),
      hideHeader: true,
      cell: (report) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('list.view', { name: report.name })} withArrow>
            <ActionIconLink
              variant="subtle"
              aria-label={t('list.view', { name: report.name })}
              to="/audit/global-reports/created/$reportId"
              params={{ reportId: report.id }}
            >
              <IconEye size={16} />
            </ActionIconLink>
          </Tooltip>
          {canDeleteReport(user, report) && (
            <Tooltip label={t('list.delete', { name: report.name })} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('list.delete', { name: report.name })}
                onClick={() => remove(report)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];
}
