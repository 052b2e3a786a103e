/**
 * /audit/global-reports/schedules-no-matches (spec 03 "Global reports", issue 20 point 3): SPOT
 * schedules no airing confirms, over a range (today by default), for the chosen stations on a
 * timezone; schedules whose custom id has no audio only with 'include missing audio'.
 */
import { useState } from 'react';
import { Badge, Checkbox, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import type { GlobalReportResult } from './global-reports.api';
import { GlobalReportScreen } from './GlobalReportScreen';
import { ReportScopeFields } from './ReportScopeFields';
import { useGlobalReport } from './use-global-report';
import { useReportScope } from './use-report-scope';
import { useScheduleColumns } from './use-schedule-columns';

type Row = GlobalReportResult<'schedules-no-matches'>['results'][number];

export function SchedulesNoMatchesScreen() {
  const { t } = useTranslation('global-reports');
  const scope = useReportScope();
  const [includeMissingAudio, setIncludeMissingAudio] = useState(false);
  const request = scope.request<'schedules-no-matches'>((bounds, stationsIds) => ({
    ...bounds,
    stationsIds,
    includeMissingAudio,
  }));
  const report = useGlobalReport('schedules-no-matches', request);
  const shared = useScheduleColumns(report.shown?.timezone ?? scope.timezone);
  const data = report.query.data;

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'station',
      header: t('columns.station'),
      cell: (row) => row.station.name,
      sortValue: (row) => row.station.name,
    },
    shared.customId,
    shared.scheduled,
    { id: 'advertiser', header: t('columns.advertiser'), cell: (row) => row.advertiser || '-' },
    { id: 'campaign', header: t('columns.campaign'), cell: (row) => row.campaign || '-' },
    { id: 'version', header: t('columns.version'), cell: (row) => row.version || '-' },
    {
      id: 'audio',
      header: t('columns.audio'),
      cell: (row) =>
        row.hasAudio ? (
          t('schedulesNoMatches.hasAudio')
        ) : (
          <Badge color="gray" variant="light">
            {t('schedulesNoMatches.noAudio')}
          </Badge>
        ),
    },
    shared.link<Row>((row) => row.station),
  ];

  return (
    <GlobalReportScreen
      page="schedules-no-matches"
      report={report}
      filters={{
        label: t('schedulesNoMatches.filters'),
        fields: (
          <>
            <ReportScopeFields scope={scope} />
            <Checkbox
              label={t('schedulesNoMatches.includeMissingAudio')}
              description={t('schedulesNoMatches.includeMissingAudioHelp')}
              checked={includeMissingAudio}
              onChange={(event) => setIncludeMissingAudio(event.currentTarget.checked)}
            />
          </>
        ),
      }}
      notice={
        data &&
        data.total > data.results.length && (
          <Text size="sm" c="dimmed" role="status">
            {t('schedulesNoMatches.partial', { shown: data.results.length, total: data.total })}
          </Text>
        )
      }
      table={{
        label: t('schedulesNoMatches.label'),
        columns,
        rows: data?.results,
        rowKey: (row) => row.id,
        empty: <EmptyState title={t('schedulesNoMatches.empty')} description={t('emptyHelp')} />,
        totalLabel: (count) => t('schedulesNoMatches.total', { count }),
        defaultSort: { column: 'datetime', direction: 'asc' },
        minWidth: 1000,
      }}
    />
  );
}
