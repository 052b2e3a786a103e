/**
 * The scaffold of every screen under /audit/global-reports/ that runs a report (spec 03 "Global
 * reports"): the page header with the report's actions, what comes before the filters (a clone
 * notice), the filters, a notice on the results, then the results. The reports of this folder
 * give their fields and their table and the scaffold frames them (Show report, download, the
 * table's states); the GIP screens, whose form and preview page on the server, bring their own.
 */
import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { GlobalReportForm, type GlobalReportFormProps } from './GlobalReportForm';
import { GlobalReportHeader, type GlobalReportPage } from './GlobalReportsLayout';
import { ReportTable, type ReportTableProps } from './ReportTable';

interface Frame {
  page: GlobalReportPage;
  /** The page header's actions (e.g. download and save of the GIP reports). */
  actions?: ReactNode;
  /** Above the filters. */
  intro?: ReactNode;
  /** Between the filters and the results: what the user should know of the results. */
  notice?: ReactNode;
}

export interface TableReportScreenProps<T> extends Frame {
  /** The screen's report (useGlobalReport). */
  report: GlobalReportFormProps['report'] & ReportTableProps<T>['report'];
  /** The form's accessible name and its fields. */
  filters: { label: string; fields: ReactNode };
  /** The results' table; null where the notice says why there is none. */
  table: Omit<ReportTableProps<T>, 'report'> | null;
}

export interface OwnFormScreenProps extends Frame {
  form: ReactNode;
  results?: ReactNode;
}

export type GlobalReportScreenProps<T> = TableReportScreenProps<T> | OwnFormScreenProps;

export function GlobalReportScreen<T>(props: GlobalReportScreenProps<T>) {
  const { page, actions, intro, notice } = props;
  return (
    <Stack gap="md">
      <GlobalReportHeader page={page} actions={actions} />
      {intro}
      {'form' in props ? (
        props.form
      ) : (
        <GlobalReportForm label={props.filters.label} report={props.report}>
          {props.filters.fields}
        </GlobalReportForm>
      )}
      {notice}
      {'form' in props ? props.results : props.table && <ReportTable report={props.report} {...props.table} />}
    </Stack>
  );
}
