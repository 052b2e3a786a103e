/**
 * A global report's results: a hint until the report is first shown, then the table with its
 * loading, failed (with a retry) and empty states.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';

export interface ReportTableProps<T> extends Omit<DataTableProps<T>, 'rows' | 'failed' | 'loadingLabel'> {
  shown: boolean;
  /** What to do before the report can be shown. */
  hint?: string;
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'isFetching'>;
  rows: readonly T[] | undefined;
}

export function ReportTable<T>({ shown, hint, query, rows, ...table }: ReportTableProps<T>) {
  const { t } = useTranslation('global-reports');
  if (!shown) return <EmptyState title={t('notShown')} description={hint ?? t('notShownHelp')} />;
  return (
    <DataTable
      {...table}
      rows={rows}
      loadingLabel={t('loading')}
      failed={
        query.isError ? { title: t('loadFailed'), error: query.error, onRetry: () => void query.refetch() } : null
      }
      busy={query.isFetching && rows !== undefined}
    />
  );
}
