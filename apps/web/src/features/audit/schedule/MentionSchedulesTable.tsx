/**
 * The schedule's mentions tab (issue 16): the MENTION schedules (PNT CSV) of a day range, each a
 * day, custom id, title, times to be read and script; a row opens the mention's page.
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
import { dayRangeBounds, resolveDayRange } from '../audit-range';
import { apiSort, sortColumn } from '../audit-search';
import { useAuditStation } from '../audit-station-context';
import { schedulesQueryOptions } from '../schedules.api';
import { ScheduleFilters, type ScheduleListProps } from './ScheduleFilters';
import { formatStationDay } from './schedule-format';
import type { ScheduleSort } from './schedule-search';
import { ScriptText } from './ScriptText';

export function MentionSchedulesTable({ search, onSearchChange }: ScheduleListProps) {
  const { t, i18n } = useTranslation('audit-schedules');
  const { api } = useAppServices();
  const station = useAuditStation();
  const timeZone = station.timezone;
  const bounds = dayRangeBounds(resolveDayRange(search, timeZone), timeZone);
  const schedules = useQuery(
    schedulesQueryOptions(api, station.id, {
      type: 'MENTION',
      'datetime.gte': bounds.from,
      'datetime.lte': bounds.to,
      customId: search.customId,
      sort: search.sort,
      page: search.page,
      pageSize: search.pageSize,
    }),
  );

  const columns: DataTableColumn<Schedule>[] = [
    {
      id: 'datetime',
      header: t('mentions.columns.day'),
      serverSortable: true,
      cell: (row) => (
        <AnchorLink
          to="/audit/s/$station/schedule/mentions/$id"
          params={{ station: station.slug, id: row.id }}
          size="sm"
          aria-label={t('mentions.open', {
            customId: row.customId,
            day: formatStationDay(row.datetime, timeZone, i18n.language),
          })}
        >
          {formatStationDay(row.datetime, timeZone, i18n.language)}
        </AnchorLink>
      ),
    },
    { id: 'customId', header: t('fields.customId'), serverSortable: true, cell: (row) => row.customId },
    { id: 'title', header: t('fields.title'), cell: (row) => row.title || '-' },
    { id: 'count', header: t('fields.count'), align: 'right', cell: (row) => row.count },
    { id: 'script', header: t('fields.script'), width: '40%', cell: (row) => <ScriptText text={row.dirtyText} /> },
  ];

  return (
    <Stack gap="md">
      <ScheduleFilters search={search} onSearchChange={onSearchChange} />
      <DataTable
        label={t('mentions.label')}
        columns={columns}
        rows={schedules.data?.results}
        rowKey={(row) => row.id}
        loadingLabel={t('mentions.loading')}
        failed={
          schedules.isError
            ? {
                title: t('mentions.loadFailed'),
                message: errorText(schedules.error, t),
                onRetry: () => void schedules.refetch(),
              }
            : null
        }
        empty={<EmptyState title={t('mentions.empty')} description={t('mentions.emptyHelp')} />}
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
        totalLabel={(count) => t('mentions.total', { count })}
        busy={schedules.isPlaceholderData}
        minWidth={900}
      />
    </Stack>
  );
}
