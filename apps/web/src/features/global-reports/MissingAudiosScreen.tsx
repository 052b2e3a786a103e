/**
 * /audit/global-reports/missing-audios (spec 03 "Missing audios screen"): schedules whose custom
 * id has no reference audio, over a datetime range (today by default), grouped by nothing, by
 * custom id or by custom id and station, on a timezone, for the chosen stations (all: empty).
 */
import { useState } from 'react';
import { Alert, Select, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MISSING_AUDIOS_GROUP_BY, type MissingAudiosGroupBy } from '@antena/contract';
import type { DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import type { GlobalReportResult } from './global-reports.api';
import { GlobalReportScreen } from './GlobalReportScreen';
import { ReportScopeFields } from './ReportScopeFields';
import { useGlobalReport } from './use-global-report';
import { useReportScope } from './use-report-scope';
import { useScheduleColumns } from './use-schedule-columns';

type Row = GlobalReportResult<'missing-audios'>['results'][number];

export function MissingAudiosScreen() {
  const { t } = useTranslation('global-reports');
  // spec 03 section 9: the missing-audios default range is today.
  const scope = useReportScope();
  const [groupBy, setGroupBy] = useState<MissingAudiosGroupBy>('none');
  const request = scope.request<'missing-audios'>((bounds, stationsIds) => ({ ...bounds, groupBy, stationsIds }));
  const report = useGlobalReport('missing-audios', request);
  const shared = useScheduleColumns(report.shown?.timezone ?? scope.timezone);
  // Grouped by custom id alone, one row merges stations: only a station grouping names one.
  const byStation = report.shown?.body.groupBy === 'custom_id,station_id';
  const grouped = report.shown?.body.groupBy !== 'none';
  const rows = report.query.data?.results;

  const columns: DataTableColumn<Row>[] = [
    ...(byStation
      ? [{ id: 'station', header: t('columns.station'), cell: (row: Row) => row.station?.name ?? '-' }]
      : []),
    shared.customId,
    shared.scheduled,
    { id: 'advertiser', header: t('columns.advertiser'), cell: (row) => row.advertiser || '-' },
    { id: 'version', header: t('columns.version'), cell: (row) => row.version || '-' },
    ...(grouped
      ? [
          {
            id: 'schedules',
            header: t('columns.schedules'),
            align: 'right' as const,
            cell: (row: Row) => row.schedules,
          },
        ]
      : []),
    shared.link<Row>((row) => row.station),
  ];

  return (
    <GlobalReportScreen
      page="missing-audios"
      report={report}
      filters={{
        label: t('missingAudios.filters'),
        fields: (
          <ReportScopeFields
            scope={scope}
            beside={
              <Select
                label={t('missingAudios.groupBy')}
                data={MISSING_AUDIOS_GROUP_BY.map((value) => ({ value, label: t(`missingAudios.groupings.${value}`) }))}
                value={groupBy}
                onChange={(next) => next && setGroupBy(next as MissingAudiosGroupBy)}
                allowDeselect={false}
                w={240}
              />
            }
          />
        ),
      }}
      notice={
        rows &&
        rows.length > 0 && (
          <Alert color="yellow" icon={<IconAlertTriangle />}>
            <Text size="sm">{t('missingAudios.warning')}</Text>
          </Alert>
        )
      }
      table={{
        label: t('missingAudios.label'),
        columns,
        rows,
        rowKey: (row) => `${row.id}:${row.station?.id ?? ''}`,
        empty: <EmptyState title={t('missingAudios.empty')} description={t('emptyHelp')} />,
        totalLabel: (count) => t('missingAudios.total', { count }),
        defaultSort: { column: 'datetime', direction: 'asc' },
        minWidth: 800,
      }}
    />
  );
}
