/**
 * /audit/global-reports/consecutive-schedules (spec 03 sections 5 and 9): schedules of one
 * custom id booked back to back on a station (the next starts before the first's audio ends),
 * over a range (today by default) on a timezone, for 1 to 10 chosen stations (at most 10: the
 * report needs a choice, so all stations never serialise as empty here).
 */
import { useTranslation } from 'react-i18next';
import { CONSECUTIVE_SCHEDULES_MAX_STATIONS } from '@antena/contract';
import type { DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { formatSeconds } from '../audit/audit-format';
import type { GlobalReportResult } from './global-reports.api';
import { GlobalReportScreen } from './GlobalReportScreen';
import { ReportScopeFields } from './ReportScopeFields';
import { useGlobalReport } from './use-global-report';
import { useReportScope } from './use-report-scope';
import { useScheduleColumns } from './use-schedule-columns';

type Row = GlobalReportResult<'consecutive-schedules'>['results'][number];

export function ConsecutiveSchedulesScreen() {
  const { t, i18n } = useTranslation('global-reports');
  const locale = i18n.language;
  const scope = useReportScope();
  const { chosen } = scope;
  const tooMany = chosen.length > CONSECUTIVE_SCHEDULES_MAX_STATIONS;
  const stationsIds = (scope.stations.data ?? []).filter((station) => chosen.includes(station.id)).map(({ id }) => id);
  const request =
    stationsIds.length === 0 || tooMany
      ? null
      : scope.request<'consecutive-schedules'>((bounds) => ({ ...bounds, stationsIds }));
  // Nothing to show until stations are chosen.
  const report = useGlobalReport('consecutive-schedules', request, false);
  const shownZone = report.shown?.timezone ?? scope.timezone;
  const shared = useScheduleColumns(shownZone);

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'station',
      header: t('columns.station'),
      cell: (row) => row.stationName,
      sortValue: (row) => row.stationName,
    },
    shared.customId,
    shared.scheduled,
    {
      id: 'datetimeNext',
      header: t('consecutive.next', { zone: shownZone }),
      cell: (row) => shared.when(row.datetimeNext),
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
    <GlobalReportScreen
      page="consecutive-schedules"
      report={report}
      filters={{
        label: t('consecutive.filters'),
        fields: (
          <ReportScopeFields
            scope={scope}
            stations={{
              placeholder: t('consecutive.chooseStations'),
              description: t('consecutive.stationsHelp', { max: CONSECUTIVE_SCHEDULES_MAX_STATIONS }),
              error: tooMany ? t('consecutive.tooMany', { max: CONSECUTIVE_SCHEDULES_MAX_STATIONS }) : null,
            }}
          />
        ),
      }}
      table={{
        hint: t('consecutive.hint', { max: CONSECUTIVE_SCHEDULES_MAX_STATIONS }),
        label: t('consecutive.label'),
        columns,
        rows: report.query.data?.results,
        rowKey: (row) => `${row.stationSlug}:${row.customId}:${row.datetime}`,
        empty: <EmptyState title={t('consecutive.empty')} description={t('emptyHelp')} />,
        totalLabel: (count) => t('consecutive.total', { count }),
        defaultSort: { column: 'datetime', direction: 'asc' },
        minWidth: 800,
      }}
    />
  );
}
