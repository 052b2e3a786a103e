/**
 * /audit/global-reports/consecutive-schedules (spec 03 sections 5 and 9): schedules of one
 * custom id booked back to back on a station (the next starts before the first's audio ends),
 * over a range (today by default) on a timezone, for 1 to 10 chosen stations (at most 10: the
 * report needs a choice, so all stations never serialise as empty here).
 */
import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONSECUTIVE_SCHEDULES_MAX_STATIONS } from '@antena/contract';
import type { DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { formatSeconds, formatStationDateTime } from '../audit/audit-format';
import { DateTimeRangeFields } from './DateTimeRangeFields';
import type { GlobalReportResult } from './global-reports.api';
import { GlobalReportForm } from './GlobalReportForm';
import { GlobalReportHeader } from './GlobalReportsLayout';
import { useReportStations } from './report-stations';
import { ReportTable } from './ReportTable';
import { StationsSelect } from './StationsSelect';
import { TimezoneField } from './TimezoneField';
import { useGlobalReport, type ReportRequest } from './use-global-report';
import { useReportRange } from './use-report-range';
import { useReportTimeZone } from './use-report-time-zone';

type Row = GlobalReportResult<'consecutive-schedules'>['results'][number];

export function ConsecutiveSchedulesScreen() {
  const { t, i18n } = useTranslation('global-reports');
  const locale = i18n.language;
  const zone = useReportTimeZone();
  const { timezone } = zone;
  const range = useReportRange(timezone);
  const [chosen, setChosen] = useState<string[]>([]);
  const stations = useReportStations();

  const { bounds } = range;
  const tooMany = chosen.length > CONSECUTIVE_SCHEDULES_MAX_STATIONS;
  const stationsIds = (stations.data ?? []).filter((station) => chosen.includes(station.id)).map(({ id }) => id);
  const request: ReportRequest<'consecutive-schedules'> | null =
    'problem' in bounds || stationsIds.length === 0 || tooMany || !zone.ready
      ? null
      : { body: { ...bounds, stationsIds }, timezone };
  // Nothing to show until stations are chosen.
  const report = useGlobalReport('consecutive-schedules', request, false);
  const shownZone = report.shown?.timezone ?? timezone;
  const when = (ms: number) => formatStationDateTime(ms, shownZone, locale);

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'station',
      header: t('columns.station'),
      cell: (row) => row.stationName,
      sortValue: (row) => row.stationName,
    },
    { id: 'customId', header: t('columns.customId'), cell: (row) => row.customId, sortValue: (row) => row.customId },
    {
      id: 'datetime',
      header: t('columns.scheduled', { zone: shownZone }),
      cell: (row) => when(row.datetime),
      sortValue: (row) => row.datetime,
    },
    {
      id: 'datetimeNext',
      header: t('consecutive.next', { zone: shownZone }),
      cell: (row) => when(row.datetimeNext),
      sortValue: (row) => row.datetimeNext,
    },
    {
      id: 'audioDuration',
      header: t('consecutive.audioDuration'),
      align: 'right',
      cell: (row) => (row.audioDuration === null ? '-' : formatSeconds(row.audioDuration, locale)),
    },
  ];

  return (
    <Stack gap="md">
      <GlobalReportHeader page="consecutive-schedules" />
      <GlobalReportForm label={t('consecutive.filters')} report={report}>
        <DateTimeRangeFields {...range.fields} />
        <Group align="flex-end" gap="sm">
          <TimezoneField value={timezone} onChange={zone.choose} />
        </Group>
        <StationsSelect
          stations={stations.data ?? []}
          value={chosen}
          onChange={setChosen}
          placeholder={t('consecutive.chooseStations')}
          description={t('consecutive.stationsHelp', { max: CONSECUTIVE_SCHEDULES_MAX_STATIONS })}
          error={tooMany ? t('consecutive.tooMany', { max: CONSECUTIVE_SCHEDULES_MAX_STATIONS }) : null}
        />
      </GlobalReportForm>
      <ReportTable
        report={report}
        hint={t('consecutive.hint', { max: CONSECUTIVE_SCHEDULES_MAX_STATIONS })}
        label={t('consecutive.label')}
        columns={columns}
        rows={report.query.data?.results}
        rowKey={(row) => `${row.stationSlug}:${row.customId}:${row.datetime}`}
        empty={<EmptyState title={t('consecutive.empty')} description={t('emptyHelp')} />}
        totalLabel={(count) => t('consecutive.total', { count })}
        defaultSort={{ column: 'datetime', direction: 'asc' }}
        minWidth={800}
      />
    </Stack>
  );
}
