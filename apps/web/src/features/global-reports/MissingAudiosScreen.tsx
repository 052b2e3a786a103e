/**
 * /audit/global-reports/missing-audios (spec 03 "Missing audios screen"): schedules whose custom
 * id has no reference audio, over a datetime range (today by default), grouped by nothing, by
 * custom id or by custom id and station, on a timezone, for the chosen stations (all: empty).
 */
import { useState } from 'react';
import { Alert, Group, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MISSING_AUDIOS_GROUP_BY, type MissingAudiosGroupBy } from '@antena/contract';
import type { DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { AnchorLink } from '../../components/links';
import { formatStationDateTime } from '../audit/audit-format';
import { DateTimeRangeFields } from './DateTimeRangeFields';
import type { GlobalReportResult } from './global-reports.api';
import { GlobalReportForm } from './GlobalReportForm';
import { GlobalReportHeader } from './GlobalReportsLayout';
import { useReportStations } from './report-stations';
import { ReportTable } from './ReportTable';
import { StationsSelect, stationsIdsOf } from './StationsSelect';
import { TimezoneField } from './TimezoneField';
import { useGlobalReport, type ReportRequest } from './use-global-report';
import { useReportRange } from './use-report-range';
import { useReportTimeZone } from './use-report-time-zone';

type Row = GlobalReportResult<'missing-audios'>['results'][number];

export function MissingAudiosScreen() {
  const { t, i18n } = useTranslation('global-reports');
  const locale = i18n.language;
  const zone = useReportTimeZone();
  const { timezone } = zone;
  // spec 03 section 9: the missing-audios default range is today.
  const range = useReportRange(timezone);
  const [groupBy, setGroupBy] = useState<MissingAudiosGroupBy>('none');
  const [chosen, setChosen] = useState<string[]>([]);
  const stations = useReportStations();

  const { bounds } = range;
  const request: ReportRequest<'missing-audios'> | null =
    'problem' in bounds || !stations.data || !zone.ready
      ? null
      : { body: { ...bounds, groupBy, stationsIds: stationsIdsOf(chosen, stations.data) }, timezone };
  const report = useGlobalReport('missing-audios', request);
  const shownZone = report.shown?.timezone ?? timezone;
  // Grouped by custom id alone, one row merges stations: only a station grouping names one.
  const byStation = report.shown?.body.groupBy === 'custom_id,station_id';
  const grouped = report.shown?.body.groupBy !== 'none';
  const rows = report.query.data?.results;

  const when = (row: Row) => formatStationDateTime(row.datetime, shownZone, locale);
  const columns: DataTableColumn<Row>[] = [
    ...(byStation
      ? [{ id: 'station', header: t('columns.station'), cell: (row: Row) => row.station?.name ?? '-' }]
      : []),
    { id: 'customId', header: t('columns.customId'), cell: (row) => row.customId, sortValue: (row) => row.customId },
    {
      id: 'datetime',
      header: t('columns.scheduled', { zone: shownZone }),
      cell: when,
      sortValue: (row) => row.datetime,
    },
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
    {
      id: 'schedule',
      header: t('columns.schedule'),
      cell: (row) =>
        row.station ? (
          <AnchorLink
            to="/audit/s/$station/schedule/spot/$id"
            params={{ station: row.station.slug, id: row.id }}
            size="sm"
            aria-label={t('missingAudios.openSchedule', { customId: row.customId, datetime: when(row) })}
          >
            {t('missingAudios.view')}
          </AnchorLink>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <Stack gap="md">
      <GlobalReportHeader page="missing-audios" />
      <GlobalReportForm label={t('missingAudios.filters')} report={report}>
        <DateTimeRangeFields {...range.fields} />
        <Group align="flex-end" gap="sm">
          <Select
            label={t('missingAudios.groupBy')}
            data={MISSING_AUDIOS_GROUP_BY.map((value) => ({ value, label: t(`missingAudios.groupings.${value}`) }))}
            value={groupBy}
            onChange={(next) => next && setGroupBy(next as MissingAudiosGroupBy)}
            allowDeselect={false}
            w={240}
          />
          <TimezoneField value={timezone} onChange={zone.choose} />
        </Group>
        <StationsSelect stations={stations.data ?? []} value={chosen} onChange={setChosen} />
      </GlobalReportForm>
      {rows && rows.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle />}>
          <Text size="sm">{t('missingAudios.warning')}</Text>
        </Alert>
      )}
      <ReportTable
        report={report}
        label={t('missingAudios.label')}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.id}:${row.station?.id ?? ''}`}
        empty={<EmptyState title={t('missingAudios.empty')} description={t('emptyHelp')} />}
        totalLabel={(count) => t('missingAudios.total', { count })}
        defaultSort={{ column: 'datetime', direction: 'asc' }}
        minWidth={800}
      />
    </Stack>
  );
}
