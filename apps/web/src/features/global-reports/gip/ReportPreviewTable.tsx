/**
 * A report preview's page of rows (the GIP and GIP alternative reports): the table with the
 * server's pages, its loading, failed (with a retry) and empty states, and the previous page
 * dimmed while the next one loads.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';

export interface ReportPreviewTableProps<T> extends Pick<
  DataTableProps<T>,
  'label' | 'columns' | 'rowKey' | 'rowColor'
> {
  preview: UseQueryResult<{ rows: T[]; total: number }>;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
}

export function ReportPreviewTable<T>({ preview, page, pageSize, onPageChange, ...table }: ReportPreviewTableProps<T>) {
  const { t } = useTranslation('gip-report');
  return (
    <DataTable
      {...table}
      rows={preview.data?.rows}
      loadingLabel={t('table.loading')}
      failed={
        preview.isError
          ? { title: t('table.loadFailed'), error: preview.error, onRetry: () => void preview.refetch() }
          : null
      }
      empty={<EmptyState title={t('table.empty')} description={t('table.emptyHelp')} />}
      paging={{
        page,
        pageSize,
        totalCount: preview.data?.total ?? 0,
        onPageChange: (next) => onPageChange(next, pageSize),
        onPageSizeChange: (size) => onPageChange(1, size),
      }}
      busy={preview.isPlaceholderData}
      totalLabel={(count) => t('table.total', { count })}
      minWidth={1100}
    />
  );
}
