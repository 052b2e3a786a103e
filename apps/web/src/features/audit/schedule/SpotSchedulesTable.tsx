/**
 * The schedule's ads tab (issue 16): the SPOT schedules of a day range (today on the station's
 * clock by default) with their tolerance and confirmation, filtered by custom id, sorted and
 * paged by the API; each row opens the schedule's detail.
 */
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink } from '../../../components/links';
import { errorText } from '../../../lib/api-error';
import { formatStationDateTime } from '../audit-format';
import { dayRangeBounds, resolveDayRange } from '../audit-range';
import { apiSort, sortColumn } from '../audit-search';
import { useAuditStation } from '../audit-station-context';
import { schedulesQueryOptions } from '../schedules.api';
import { ConfirmationBadge } from './ConfirmationBadge';
import type { ScheduleSort } from './schedule-search';
import { ScheduleFilters, type ScheduleListProps } from './ScheduleFilters';
import { ToleranceText } from './ToleranceText';

export function SpotSchedulesTable({ search, onSearchChange }: ScheduleListProps) {
  const { t, i18n } = useTranslation('audit-schedules');
  const { api } = useAppServices();
  const station = useAuditStation();
  const timeZone = station.timezone;
  const locale = i18n.language;
  const bounds = dayRangeBounds(resolveDayRange(search, timeZone), timeZone);
  const schedules = useQuery(
    schedulesQueryOptions(api, station.id, {
      type: 'SPOT',
      'datetime.gte': bounds.from,
      'datetime.lte': bounds.to,
      customId: search.customId,
      contain: 'matches',
      sort: search.sort,
      page: search.page,
      pageSize: search.pageSize,
    }),
  );

  const columns: DataTableColumn<Schedule>[] = [
    {
      id: 'datetime',
      header: t('spots.columns.datetime', { zone: timeZone }),
      serverSortable: true,
      cell: (row) => (
        <AnchorLink
          to="/audit/s/$station/schedule/spot/$id"
          params={{ station: station.slug, id: row.id }}
          size="sm"
          aria-label={t('spots.open', {
            customId: row.customId,
            datetime: formatStationDateTime(row.datetime, timeZone, locale),
          })}
        >
          {formatStationDateTime(row.datetime, timeZone, locale)}
        </AnchorLink>
      ),
    },
    { id: 'customId', header: t('fields.customId'), serverSortable: true, cell: (row) => row.customId },
    { id: 'advertiser', header: t('fields.advertiser'), cell: (row) => row.advertiser || '-' },
    { id: 'campaign', header: t('fields.campaign'), cell: (row) => row.campaign || '-' },
    { id: 'version', header: t('fields.version'), cell: (row) => row.version || '-' },
    { id: 'tolerance', header: t('fields.tolerance'), cell: (row) => <ToleranceText schedule={row} /> },
    {
      id: 'confirmation',
      header: t('fields.confirmation'),
      cell: (row) => <ConfirmationBadge schedule={row} timeZone={timeZone} />,
    },
  ];

  return (
    <Stack gap="md">
      <ScheduleFilters search={search} onSearchChange={onSearchChange} />
      <DataTable
        label={t('spots.label')}
        columns={columns}
        rows={schedules.data?.results}
        rowKey={(row) => row.id}
        loadingLabel={t('spots.loading')}
        failed={
          schedules.isError
            ? {
                title: t('spots.loadFailed'),
                message: errorText(schedules.error, t),
                onRetry: () => void schedules.refetch(),
              }
            : null
        }
        empty={<EmptyState title={t('spots.empty')} description={t('spots.emptyHelp')} />}
        paging={{
          page: search.page,
          pageSize: search.pageSize,
          totalCount: schedules.data?.metadata.totalCount ?? 0,
          onPageChange: (page) => onSearchChange({ ...search, page }),
          onPageSizeChange: (pageSize) => onSearchChange({ ...search, page: 1, pageSize }),
        }}
        serverSort={{
          ...sortColumn(search.sort),
          onSortChange: (column, direction) =>
            onSearchChange({ ...search, page: 1, sort: apiSort<ScheduleSort>(column, direction) }),
        }}
        totalLabel={(count) => t('spots.total', { count })}
        busy={schedules.isPlaceholderData}
        minWidth={1000}
      />
    </Stack>
  );
}
