/**
 * The schedule's MENTIONS (INDEX) tab (issue 16): the mention schedules of a day range grouped per
 * station day and custom id, with the times each is to be read. The live mention detection that
 * would set them against what aired comes in a later issue; the tab says so instead of offering it.
 */
import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REPORT_MATCHES_PAGE_SIZE, type Schedule } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink } from '../../../components/links';
import { errorText } from '../../../lib/api-error';
import { dayRangeBounds, resolveDayRange } from '../audit-range';
import { useAuditStation } from '../audit-station-context';
import { schedulesQueryOptions } from '../schedules.api';
import { ScheduleFilters, type ScheduleListProps } from './ScheduleFilters';
import { formatStationDay } from './schedule-format';

interface IndexRow {
  key: string;
  day: string;
  customId: string;
  schedules: Schedule[];
}

/** The schedules per station day and custom id, in the order the API answered them. */
function groupByDayAndCustomId(schedules: readonly Schedule[], timeZone: string, locale: string): IndexRow[] {
  const rows = new Map<string, IndexRow>();
  for (const schedule of schedules) {
    const day = formatStationDay(schedule.datetime, timeZone, locale);
    const key = `${day}\u0000${schedule.customId}`;
    const row = rows.get(key) ?? { key, day, customId: schedule.customId, schedules: [] };
    row.schedules.push(schedule);
    rows.set(key, row);
  }
  return [...rows.values()];
}

export function MentionsIndex({ search, onSearchChange }: ScheduleListProps) {
  const { t, i18n } = useTranslation('audit-schedules');
  const { api } = useAppServices();
  const station = useAuditStation();
  const timeZone = station.timezone;
  const bounds = dayRangeBounds(resolveDayRange(search, timeZone), timeZone);
  const schedules = useQuery(
    // One call for the whole range (spec 03 section 9's report page size): the index groups them here.
    schedulesQueryOptions(api, station.id, {
      type: 'MENTION',
      'datetime.gte': bounds.from,
      'datetime.lte': bounds.to,
      customId: search.customId,
      sort: '-datetime',
      page: 1,
      pageSize: REPORT_MATCHES_PAGE_SIZE,
    }),
  );
  const rows = schedules.data && groupByDayAndCustomId(schedules.data.results, timeZone, i18n.language);

  const columns: DataTableColumn<IndexRow>[] = [
    { id: 'day', header: t('mentions.columns.day'), cell: (row) => row.day },
    { id: 'customId', header: t('fields.customId'), cell: (row) => row.customId },
    {
      id: 'mentions',
      header: t('index.columns.mentions'),
      cell: (row) => (
        <Stack gap={2}>
          {row.schedules.map((schedule) => (
            <AnchorLink
              key={schedule.id}
              to="/audit/s/$station/schedule/mentions/$id"
              params={{ station: station.slug, id: schedule.id }}
              size="sm"
            >
              {schedule.title || t('mentions.untitled')}
            </AnchorLink>
          ))}
        </Stack>
      ),
    },
    {
      id: 'count',
      header: t('index.columns.count'),
      align: 'right',
      cell: (row) => row.schedules.reduce((sum, schedule) => sum + schedule.count, 0),
    },
  ];

  return (
    <Stack gap="md">
      <Alert color="blue" icon={<IconInfoCircle />} title={t('index.detectionTitle')}>
        <Text size="sm">{t('index.detectionHelp')}</Text>
      </Alert>
      <ScheduleFilters search={search} onSearchChange={onSearchChange} />
      <DataTable
        label={t('index.label')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
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
        totalLabel={(count) => t('index.total', { count })}
        busy={schedules.isPlaceholderData}
      />
    </Stack>
  );
}
