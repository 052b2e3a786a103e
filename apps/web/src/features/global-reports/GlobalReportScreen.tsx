/**
 * The scaffold of every screen under /audit/global-reports/ that runs a report (spec 03 "Global
 * reports"): the page header with the report's actions, what comes before the filters (a clone
 * notice), the filters, a notice on the results, then the results. The reports of this folder
 * give their fields and their table, and the scaffold frames them: 'Show report' (Enter submits
 * too) and the download menu, both off while the filters are not valid; a hint until the report
 * is first shown, then the table with its loading, failed (with a retry) and empty states. The
 * GIP screens, whose form and preview page on the server, bring their own.
 */
import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '@antena/contract';
import { DataTable, type DataTableProps } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { GlobalReportHeader, type GlobalReportPage } from './GlobalReportsLayout';
import { ReportDownloadMenu } from './ReportDownloadMenu';

interface Frame {
  page: GlobalReportPage;
  /** The page header's actions (e.g. download and save of the GIP reports). */
  actions?: ReactNode;
  /** Above the filters. */
  intro?: ReactNode;
  /** Between the filters and the results: what the user should know of the results. */
  notice?: ReactNode;
}

export interface ReportTableOptions<T> extends Omit<DataTableProps<T>, 'rows' | 'failed' | 'loadingLabel'> {
  rows: readonly T[] | undefined;
  /** What to do before the report can be shown. */
  hint?: string;
}

export interface TableReportScreenProps<T> extends Frame {
  /** The screen's report (useGlobalReport). */
  report: {
    valid: boolean;
    show: () => void;
    download: (format: ReportFormat) => Promise<void>;
    shown: object | null;
    query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'isFetching'>;
  };
  /** The form's accessible name and its fields. */
  filters: { label: string; fields: ReactNode };
  /** The results' table; null where the notice says why there is none. */
  table: ReportTableOptions<T> | null;
}

export interface OwnFormScreenProps extends Frame {
  form: ReactNode;
  results?: ReactNode;
}

export function GlobalReportScreen<T>(props: TableReportScreenProps<T> | OwnFormScreenProps) {
  const { page, actions, intro, notice } = props;
  return (
    <Stack gap="md">
      <GlobalReportHeader page={page} actions={actions} />
      {intro}
      {'form' in props ? props.form : <ReportFilters report={props.report} {...props.filters} />}
      {notice}
      {'form' in props ? props.results : props.table && <ReportResults report={props.report} {...props.table} />}
    </Stack>
  );
}

type ScreenReport = TableReportScreenProps<unknown>['report'];

function ReportFilters({ report, label, fields }: { report: ScreenReport; label: string; fields: ReactNode }) {
  const { t } = useTranslation('global-reports');
  return (
    <Paper withBorder p="md" mb="md">
      <form
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          if (report.valid) report.show();
        }}
      >
        <Stack gap="sm">
          {fields}
          <Group justify="flex-end" gap="sm">
            <ReportDownloadMenu onDownload={report.download} disabled={!report.valid} />
            <Button type="submit" leftSection={<IconPlayerPlay size={16} />} disabled={!report.valid}>
              {t('show')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ReportResults<T>({ report, hint, ...table }: ReportTableOptions<T> & { report: ScreenReport }) {
  const { t } = useTranslation('global-reports');
  const { query } = report;
  if (report.shown === null) return <EmptyState title={t('notShown')} description={hint ?? t('notShownHelp')} />;
  return (
    <DataTable
      {...table}
      loadingLabel={t('loading')}
      failed={
        query.isError ? { title: t('loadFailed'), error: query.error, onRetry: () => void query.refetch() } : null
      }
      busy={query.isFetching && table.rows !== undefined}
    />
  );
}
