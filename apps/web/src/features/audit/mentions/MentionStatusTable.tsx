/**
 * The mentions' schedule status of some station days (spec 03 section 4, issue 19 point 3): per
 * mention schedule, its day, custom id and name (a link to schedule/mentions/{id}), the times it
 * is to be read, the live mentions confirming it and its colour. One status call per day.
 */
import { Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MentionStatusItem } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink } from '../../../components/links';
import { errorText } from '../../../lib/api-error';
import { mentionStatusQueryOptions } from '../../live-mentions/live-mentions.api';
import { useAuditStation } from '../audit-station-context';
import { formatStationDay } from '../schedule/schedule-format';
import { MentionMatchList } from './MentionMatchList';
import { MentionStatusBadge } from './MentionStatusBadge';

interface StatusRow extends MentionStatusItem {
  day: string;
}

export interface MentionStatusTableProps {
  /** Station days ('YYYY-MM-DD'), in the order their rows are listed. */
  days: readonly string[];
  /** Custom ids, comma separated. */
  customId?: string | undefined;
}

export function MentionStatusTable({ days, customId }: MentionStatusTableProps) {
  const { t, i18n } = useTranslation('audit-schedules');
  const { api } = useAppServices();
  const station = useAuditStation();
  const timeZone = station.timezone;
  const statuses = useQueries({
    queries: days.map((day) => mentionStatusQueryOptions(api, station.id, day, customId)),
  });
  const failed = statuses.find((status) => status.isError);
  const rows = statuses.every((status) => status.data)
    ? statuses.flatMap((status, index) => (status.data?.results ?? []).map((item) => ({ ...item, day: days[index]! })))
    : undefined;

  const columns: DataTableColumn<StatusRow>[] = [
    {
      id: 'day',
      header: t('mentions.columns.day'),
      cell: (row) => formatStationDay(row.schedule.datetime, timeZone, i18n.language),
    },
    { id: 'customId', header: t('fields.customId'), cell: (row) => row.customId },
    {
      id: 'schedule',
      header: t('mentionStatus.columns.schedule'),
      cell: (row) => (
        <AnchorLink
          to="/audit/s/$station/schedule/mentions/$id"
          params={{ station: station.slug, id: row.schedule.id }}
          size="sm"
        >
          {row.schedule.name || t('mentions.untitled')}
        </AnchorLink>
      ),
    },
    {
      id: 'count',
      header: t('index.columns.count'),
      align: 'right',
      cell: (row) => row.schedule.count,
    },
    {
      id: 'matchesCount',
      header: t('mentionStatus.columns.matchesCount'),
      align: 'right',
      cell: (row) => (
        <Text size="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {row.matches.length}
        </Text>
      ),
    },
    {
      id: 'matches',
      header: t('mentionStatus.columns.matches', { zone: timeZone }),
      cell: (row) => <MentionMatchList matches={row.matches} />,
    },
    {
      id: 'status',
      header: t('status.columns.status'),
      cell: (row) => <MentionStatusBadge matches={row.matches.length} count={row.schedule.count} />,
    },
  ];

  return (
    <DataTable
      label={t('mentionStatus.label')}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.day}\u0000${row.schedule.id}`}
      loadingLabel={t('mentionStatus.loading')}
      failed={
        failed
          ? {
              title: t('mentionStatus.loadFailed'),
              message: errorText(failed.error, t),
              onRetry: () => {
                for (const status of statuses) if (status.isError) void status.refetch();
              },
            }
          : null
      }
      empty={<EmptyState title={t('mentionStatus.empty')} description={t('mentionStatus.emptyHelp')} />}
      totalLabel={(count) => t('mentionStatus.total', { count })}
      busy={statuses.some((status) => status.isPlaceholderData)}
      minWidth={900}
    />
  );
}
