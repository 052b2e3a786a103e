/**
 * /audit/s/{slug}/schedule-status (issue 16, spec 03 section 4): per custom id scheduled or aired
 * in a day range (today by default), its audio, matches and schedules counts and the status
 * colour, written as a label too, so colour is never the only sign; each custom id links to its
 * schedules over the same range.
 */
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { scheduleStatusColour, type ScheduleStatusColour, type ScheduleStatusItem } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink } from '../../../components/links';
import { errorText } from '../../../lib/api-error';
import { dayRangeBounds, resolveDayRange, stationToday } from '../audit-range';
import { useAuditStation } from '../audit-station-context';
import { DayRangeFilter } from '../DayRangeFilter';
import { scheduleStatusQueryOptions } from '../schedules.api';
import { AudioPlayButton } from './AudioPlayButton';
import { WHOLE_LABEL } from './ConfirmationBadge';
import { CustomIdFilter } from './CustomIdFilter';
import type { ScheduleStatusSearch } from './schedule-search';

export interface ScheduleStatusScreenProps {
  search: ScheduleStatusSearch;
  onSearchChange: (search: ScheduleStatusSearch) => void;
}

/** spec 03 section 4's colours as Mantine colours, and the words that say the same. */
const COLOURS: Record<ScheduleStatusColour, { color: string; label: string }> = {
  light: { color: 'gray', label: 'status.light' },
  green: { color: 'green', label: 'status.green' },
  yellow: { color: 'yellow', label: 'status.yellow' },
};

/** One of the four counts of a status item: right-aligned, sortable, in tabular figures. */
const countColumn = (
  id: string,
  header: string,
  pick: (status: ScheduleStatusItem['status']) => number,
): DataTableColumn<ScheduleStatusItem> => ({
  id,
  header,
  align: 'right',
  sortValue: (row) => pick(row.status),
  cell: (row) => (
    <Text size="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {pick(row.status)}
    </Text>
  ),
});

export function ScheduleStatusScreen({ search, onSearchChange }: ScheduleStatusScreenProps) {
  const { t } = useTranslation('audit-schedules');
  const { api } = useAppServices();
  const station = useAuditStation();
  const timeZone = station.timezone;
  const range = resolveDayRange(search, timeZone);
  const status = useQuery(
    scheduleStatusQueryOptions(api, station.id, { ...dayRangeBounds(range, timeZone), customId: search.customId }),
  );

  const columns: DataTableColumn<ScheduleStatusItem>[] = [
    {
      id: 'customId',
      header: t('fields.customId'),
      sortValue: (row) => row.customId,
      cell: (row) => (
        <AnchorLink
          to="/audit/s/$station/schedule/$category"
          params={{ station: station.slug, category: 'spot' }}
          search={{ from: range.from, to: range.to, customId: row.customId }}
          size="sm"
          aria-label={t('status.openSchedules', { customId: row.customId })}
        >
          {row.customId}
        </AnchorLink>
      ),
    },
    {
      id: 'audio',
      header: t('status.columns.audio'),
      cell: (row) =>
        row.audio ? (
          <Group gap="xs" wrap="nowrap">
            <AudioPlayButton audio={row.audio} stationId={station.id} compact />
            <Text size="sm">{row.audio.title ?? row.audio.filename}</Text>
          </Group>
        ) : (
          <Badge color="gray" variant="outline" size="sm">
            {t('status.noAudio')}
          </Badge>
        ),
    },
    countColumn('matchesCount', t('status.columns.matches'), (status) => status.matchesCount),
    countColumn(
      'matchesWithScheduleCount',
      t('status.columns.matchesWithSchedule'),
      (status) => status.matchesWithScheduleCount,
    ),
    countColumn(
      'offTolerance',
      t('status.columns.offTolerance'),
      (status) => status.matchesWithScheduleOffToleranceCount,
    ),
    countColumn('schedulesCount', t('status.columns.schedules'), (status) => status.schedulesCount),
    {
      id: 'status',
      header: t('status.columns.status'),
      sortValue: (row) => scheduleStatusColour(row.status),
      cell: (row) => {
        const colour = COLOURS[scheduleStatusColour(row.status)];
        return (
          <Badge
            color={colour.color}
            variant={colour.color === 'gray' ? 'light' : 'filled'}
            size="sm"
            styles={WHOLE_LABEL}
          >
            {t(colour.label)}
          </Badge>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <CustomIdFilter
          stationId={station.id}
          value={search.customId}
          onChange={(customId) => onSearchChange({ ...search, customId })}
        />
        <DayRangeFilter
          range={range}
          today={stationToday(timeZone)}
          timeZone={timeZone}
          onChange={(next) => onSearchChange({ ...search, from: next.from, to: next.to })}
        />
      </Group>
      <DataTable
        label={t('status.label')}
        columns={columns}
        rows={status.data?.results}
        rowKey={(row) => row.customId}
        loadingLabel={t('status.loading')}
        failed={
          status.isError
            ? {
                title: t('status.loadFailed'),
                message: errorText(status.error, t),
                onRetry: () => void status.refetch(),
              }
            : null
        }
        empty={<EmptyState title={t('status.empty')} description={t('status.emptyHelp')} />}
        defaultSort={{ column: 'customId', direction: 'asc' }}
        totalLabel={(total) => t('status.total', { count: total })}
        busy={status.isPlaceholderData}
        minWidth={900}
      />
    </Stack>
  );
}
