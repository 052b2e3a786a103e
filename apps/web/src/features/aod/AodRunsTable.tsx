/**
 * AOD runs as a table (the runs list and the rule view's runs tab): when, which trigger, the
 * status badge, its comment and description, and links to the run, its rule and its saved report.
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AodRun } from '@antena/contract';
import { DataTable, type DataTableColumn, type ServerPaging } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { AnchorLink } from '../../components/links';
import { useFormatDateTime } from '../../lib/use-date-time';
import { AodRunStatusBadge } from './AodRunStatusBadge';
import { runOutcomeText } from './run-outcome';
import { SavedReportLink } from './SavedReportLink';

export interface AodRunsTableProps {
  runs: readonly AodRun[] | undefined;
  error: unknown;
  onRetry: () => void;
  /** Leaves the rule column out (the rule view's tab, where every run is that rule's). */
  withRule?: boolean;
  paging?: ServerPaging;
  busy?: boolean;
}

export function AodRunsTable({ runs, error, onRetry, withRule = true, paging, busy }: AodRunsTableProps) {
  const { t, i18n } = useTranslation('aod');
  const format = useFormatDateTime();
  const columns: DataTableColumn<AodRun>[] = [
    {
      id: 'datetime',
      header: t('run.datetime'),
      cell: (run) => (
        <AnchorLink to="/audit/aod/runs/$runId" params={{ runId: run.id }}>
          {format(run.datetime, { seconds: true })}
        </AnchorLink>
      ),
    },
    { id: 'type', header: t('run.type'), cell: (run) => t(`runType.${run.type}`) },
    { id: 'status', header: t('run.status'), cell: (run) => <AodRunStatusBadge status={run.status} /> },
    {
      id: 'statusComment',
      header: t('run.statusComment'),
      cell: (run) => <Text size="sm">{runOutcomeText(run.statusDetail, t, i18n.language)}</Text>,
    },
    { id: 'description', header: t('run.description'), cell: (run) => <Text size="sm">{run.description ?? '—'}</Text> },
    ...(withRule
      ? [
          {
            id: 'rule',
            header: t('run.rule'),
            cell: (run: AodRun) =>
              run.rule ? (
                <AnchorLink to="/audit/aod/rules/$ruleId" params={{ ruleId: run.rule.id }}>
                  {run.rule.name}
                </AnchorLink>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    { id: 'report', header: t('run.report'), cell: (run) => <SavedReportLink reportId={run.reportId} /> },
  ];
  return (
    <DataTable
      label={t('runs.title')}
      columns={columns}
      rows={runs}
      rowKey={(run) => run.id}
      loadingLabel={t('runs.loading')}
      failed={error ? { title: t('runs.loadFailed'), error, onRetry } : null}
      empty={<EmptyState title={t('runs.empty')} description={t('runs.emptyHelp')} />}
      totalLabel={(count) => t('runs.count', { count })}
      {...(paging ? { paging } : {})}
      {...(busy !== undefined ? { busy } : {})}
    />
  );
}
