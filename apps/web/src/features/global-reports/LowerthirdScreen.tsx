/**
 * /audit/global-reports/lowerthird (spec 03 "Lowerthird screen", sections 5 and 9): the lower
 * thirds read on one station (only stations whose video analysis reads them) between two moments
 * that are not in the future, the station's current day by default, on the station's clock;
 * each opens the logger's lowerthird tab for its own span. Until video analysis produces them
 * for the station, the answer says `available: false` and the screen says so plainly.
 */
import { useState } from 'react';
import { Alert, Select } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { AnchorLink } from '../../components/links';
import { LoadError, LoadingState } from '../../components/QueryState';
import { formatSeconds, formatStationDateTime } from '../audit/audit-format';
import { DateTimeRangeFields } from './DateTimeRangeFields';
import type { GlobalReportResult } from './global-reports.api';
import { GlobalReportScreen } from './GlobalReportScreen';
import { todayUntilNow } from './report-range';
import { useGlobalReport, type ReportRequest } from './use-global-report';
import { hasLowerThird, useReportRange, useReportStations } from './use-report-scope';

type Row = GlobalReportResult<'lowerthird'>['results'][number];

/** spec 03 section 9: the logger link's length is the lower third's duration, in whole seconds. */
export const loggerLengthSeconds = (row: Pick<Row, 'from' | 'to'>) =>
  Math.max(1, Math.ceil((row.to - row.from) / 1000));

export function LowerthirdScreen() {
  const { t } = useTranslation('global-reports');
  const stations = useReportStations(hasLowerThird);
  const list = stations.data ?? [];
  if (list.length > 0) return <LowerthirdReport stations={list} />;
  // No report to set up until a station reads lower thirds: the state of the list in its place.
  const state = stations.isPending ? (
    <LoadingState label={t('loading')} />
  ) : stations.isError ? (
    <LoadError error={stations.error} title={t('loadFailed')} onRetry={() => void stations.refetch()} />
  ) : (
    <EmptyState title={t('lowerthird.noStation')} description={t('lowerthird.noStationHelp')} />
  );
  return <GlobalReportScreen page="lowerthird" form={state} />;
}

type ReportStation = { id: string; slug: string; name: string; timezone: string };

function LowerthirdReport({ stations }: { stations: ReportStation[] }) {
  const { t, i18n } = useTranslation('global-reports');
  const locale = i18n.language;
  const [stationId, setStationId] = useState(stations[0]!.id);
  const station = stations.find((candidate) => candidate.id === stationId) ?? stations[0]!;
  const timezone = station.timezone;
  // spec 03 section 9: the default range is the station's current day (up to now: never the future).
  const range = useReportRange(timezone, { initial: todayUntilNow, notFuture: true });
  const { bounds } = range;
  const request: ReportRequest<'lowerthird'> | null =
    'problem' in bounds ? null : { body: { ...bounds, stationId: station.id }, timezone };
  const report = useGlobalReport('lowerthird', request);
  const shownStation = stations.find((candidate) => candidate.id === report.shown?.body.stationId) ?? station;
  const data = report.query.data;

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'from',
      header: t('columns.time', { zone: shownStation.timezone }),
      cell: (row) => formatStationDateTime(row.from, shownStation.timezone, locale),
      sortValue: (row) => row.from,
    },
    { id: 'text', header: t('lowerthird.text'), cell: (row) => row.text },
    {
      id: 'duration',
      header: t('columns.duration'),
      align: 'right',
      cell: (row) => formatSeconds(row.to - row.from, locale),
    },
    {
      id: 'logger',
      header: t('lowerthird.logger'),
      cell: (row) => (
        <AnchorLink
          to="/logger/s/$station"
          params={{ station: shownStation.slug }}
          search={{ cursor: row.from, length: loggerLengthSeconds(row), tab: 'lowerthird' }}
          target="_blank"
          size="sm"
          aria-label={t('lowerthird.openLogger', {
            text: row.text,
            datetime: formatStationDateTime(row.from, shownStation.timezone, locale),
          })}
        >
          {t('lowerthird.show')}
        </AnchorLink>
      ),
    },
  ];

  return (
    <GlobalReportScreen
      page="lowerthird"
      report={report}
      filters={{
        label: t('lowerthird.filters'),
        fields: (
          <>
            <Select
              label={t('lowerthird.station')}
              data={stations.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              value={station.id}
              onChange={(next) => {
                if (!next) return;
                setStationId(next);
                // Another station's clock: its own current day.
                range.reset();
              }}
              allowDeselect={false}
              searchable
              w={280}
            />
            <DateTimeRangeFields {...range.fields} />
          </>
        ),
      }}
      notice={
        data &&
        !data.available && (
          <Alert color="blue" icon={<IconInfoCircle />} role="status" title={t('lowerthird.notAvailableTitle')}>
            {t('lowerthird.notAvailable', { station: shownStation.name })}
          </Alert>
        )
      }
      table={
        data && !data.available
          ? null
          : {
              label: t('lowerthird.label'),
              columns,
              rows: data?.results,
              rowKey: (row) => `${row.from}:${row.text}`,
              empty: <EmptyState title={t('lowerthird.empty')} description={t('emptyHelp')} />,
              totalLabel: (count) => t('lowerthird.total', { count }),
              defaultSort: { column: 'from', direction: 'asc' },
              minWidth: 700,
            }
      }
    />
  );
}
