/**
 * The table both schedule tabs share (ads and mentions): the schedules of one type over the
 * search's day range, filtered by custom id, sorted and paged by the API, with its filters and
 * its loading, failure and empty states. Each tab gives its columns and its texts' prefix.
 */
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Schedule, ScheduleType } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { errorText } from '../../../lib/api-error';
import { dayRangeBounds, resolveDayRange } from '../audit-range';
import { apiSort, sortColumn } from '../audit-search';
import { useAuditStation } from '../audit-station-context';
import { schedulesQueryOptions } from '../schedules.api';
import { ScheduleFilters, type ScheduleListProps } from './ScheduleFilters';
import type { ScheduleSort } from './schedule-search';

export interface SchedulesTableProps extends ScheduleListProps {
  type: ScheduleType;
  /** The prefix of the tab's texts (label, loading, loadFailed, empty, emptyHelp, total). */
  texts: 'spots' | 'mentions';
  columns: DataTableColumn<Schedule>[];
  /** SPOT rows show their confirming match. */
  withMatches?: boolean;
  minWidth: number;
}

export function SchedulesTable({
  search,
  onSearchChange,
  type,
  texts,
  columns,
  withMatches,
  minWidth,
}: SchedulesTableProps) {
  const { t } = useTranslation('audit-schedules');
  const { api } = useAppServices();
  const station = useAuditStation();
  const bounds = dayRangeBounds(resolveDayRange(search, station.timezone), station.timezone);
  const schedules = useQuery(
    schedulesQueryOptions(api, station.id, {
      type,
      'datetime.gte': bounds.from,
      'datetime.lte': bounds.to,
      customId: search.customId,
      ...(withMatches ? { contain: 'matches' } : {}),
      sort: search.sort,
      page: search.page,
      pageSize: search.pageSize,
    }),
  );

  return (
    <Stack gap="md">
      <ScheduleFilters search={search} onSearchChange={onSearchChange} />
      <DataTable
        label={t(`${texts}.label`)}
        columns={columns}
        rows={schedules.data?.results}
        rowKey={(row) => row.id}
        loadingLabel={t(`${texts}.loading`)}
        failed={
          schedules.isError
            ? {
                title: t(`${texts}.loadFailed`),
                message: errorText(schedules.error, t),
                onRetry: () => void schedules.refetch(),
              }
            : null
        }
        empty={<EmptyState title={t(`${texts}.empty`)} description={t(`${texts}.emptyHelp`)} />}
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
        totalLabel={(count) => t(`${texts}.total`, { count })}
        busy={schedules.isPlaceholderData}
        minWidth={minWidth}
      />
    </Stack>
  );
}
