/**
 * /audit/global-reports/schedules-no-matches (spec 03 "Global reports", issue 20 point 3): SPOT
 * schedules no airing confirms, over a range (today by default), for the chosen stations on a
 * timezone; schedules whose custom id has no audio only with 'include missing audio'.
 */
import { useState } from 'react';
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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

type Row = GlobalReportResult<'schedules-no-matches'>['results'][number];

export function SchedulesNoMatchesScreen() {
  const { t, i18n } = useTranslation('global-reports');
  const locale = i18n.language;
  const zone = useReportTimeZone();
  const { timezone } = zone;
  const range = useReportRange(timezone);
  const [includeMissingAudio, setIncludeMissingAudio] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const stations = useReportStations();

  const { bounds } = range;
  const request: ReportRequest<'schedules-no-matches'> | null =
    'problem' in bounds || !stations.data || !zone.ready
      ? null
      : { body: { ...bounds, stationsIds: stationsIdsOf(chosen, stations.data), includeMissingAudio }, timezone };
  const report = useGlobalReport('schedules-no-matches', request);
  const shownZone = report.shown?.timezone ?? timezone;
  const data = report.query.data;
  const when = (row: Row) => formatStationDateTime(row.datetime, shownZone, locale);

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'station',
      header: t('columns.station'),
      cell: (row) => row.station.name,
      sortValue: (row) => row.station.name,
    },
    { id: 'customId', header: t('columns.customId'), cell: (row) => row.customId, sortValue: (row) => row.customId },
    {
      id: 'datetime',
      header: t('columns.scheduled', { zone: shownZone }),
      cell: when,
      sortValue: (row) => row.datetime,
    },
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
    {
      id: 'schedule',
      header: t('columns.schedule'),
      cell: (row) => (
        <AnchorLink
          to="/audit/s/$station/schedule/spot/$id"
          params={{ station: row.station.slug, id: row.id }}
          size="sm"
          aria-label={t('schedulesNoMatches.openSchedule', { customId: row.customId, datetime: when(row) })}
        >
          {t('schedulesNoMatches.view')}
        </AnchorLink>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <GlobalReportHeader page="schedules-no-matches" />
      <GlobalReportForm label={t('schedulesNoMatches.filters')} report={report}>
        <DateTimeRangeFields {...range.fields} />
        <Group align="flex-end" gap="sm">
          <TimezoneField value={timezone} onChange={zone.choose} />
        </Group>
        <StationsSelect stations={stations.data ?? []} value={chosen} onChange={setChosen} />
        <Checkbox
          label={t('schedulesNoMatches.includeMissingAudio')}
          description={t('schedulesNoMatches.includeMissingAudioHelp')}
          checked={includeMissingAudio}
          onChange={(event) => setIncludeMissingAudio(event.currentTarget.checked)}
        />
      </GlobalReportForm>
      {data && data.total > data.results.length && (
        <Text size="sm" c="dimmed" role="status">
          {t('schedulesNoMatches.partial', { shown: data.results.length, total: data.total })}
        </Text>
      )}
      <ReportTable
        report={report}
        label={t('schedulesNoMatches.label')}
        columns={columns}
        rows={data?.results}
        rowKey={(row) => row.id}
        empty={<EmptyState title={t('schedulesNoMatches.empty')} description={t('emptyHelp')} />}
        totalLabel={(count) => t('schedulesNoMatches.total', { count })}
        defaultSort={{ column: 'datetime', direction: 'asc' }}
        minWidth={1000}
      />
    </Stack>
  );
}
