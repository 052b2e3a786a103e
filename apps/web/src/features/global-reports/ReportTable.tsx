/**
 * A global report's results: a hint until the report is first shown, then the table with its
 * loading, failed (with a retry) and empty states.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';

export interface ReportTableProps<T> extends Omit<DataTableProps<T>, 'rows' | 'failed' | 'loadingLabel'> {
  /** The screen's report (useGlobalReport): the table waits for it to be shown. */
  report: { shown: object | null; query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'isFetching'> };
  /** What to do before the report can be shown. */
  hint?: string;
  rows: readonly T[] | undefined;
}

export function ReportTable<T>({ report, hint, rows, ...table }: ReportTableProps<T>) {
  const { t } = useTranslation('global-reports');
  const { query } = report;
  if (report.shown === null) return <EmptyState title={t('notShown')} description={hint ?? t('notShownHelp')} />;
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
